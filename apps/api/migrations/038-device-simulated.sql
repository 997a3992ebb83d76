-- Issue 31 item 1: actions on a device are simulated only when the simulator made the device.
-- The simulator's loader sets this (its COPY takes the column's default, switched to true for
-- the load); every device that came any other way (ingest, a spreadsheet, CMDB) is real.
-- A constant default: adding the column rewrites no row.
ALTER TABLE devices ADD COLUMN simulated boolean NOT NULL DEFAULT false;
