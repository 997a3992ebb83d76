-- Device Search (issue 7, spec 001 §2.14).
--
-- The managed service a device's site is provisioned under (service type, id, organisation) and
-- the device's ids in the EM7 stack that polls it. One column each, as every device field.
ALTER TABLE devices
  ADD COLUMN IF NOT EXISTS service_type text,
  ADD COLUMN IF NOT EXISTS service_id text,
  ADD COLUMN IF NOT EXISTS org_name text,
  ADD COLUMN IF NOT EXISTS em7_stack_id integer,
  ADD COLUMN IF NOT EXISTS em7_device_id integer;

-- es/hasmat/devices/other-devices and the Services grid's serviceId query: a service's devices.
CREATE INDEX IF NOT EXISTS devices_service_id_idx ON devices (service_id, name);
-- EM7 ids -> device (events and performance data name the device by its EM7 ids).
CREATE INDEX IF NOT EXISTS devices_em7_idx ON devices (em7_stack_id, em7_device_id);
-- The switch controller of a FortiGate answers for the switches whose parent site it is.
CREATE INDEX IF NOT EXISTS devices_psiteid_idx ON devices (psiteid) WHERE psiteid IS NOT NULL AND psiteid <> 'notset';

-- EM7 events of the devices an EM7 stack polls, as EM7 keeps them: aligned to the device or one
-- of its interfaces or tunnels, one active event per policy and resource (a repeat re-notifies
-- it), severity on the console's 1 Critical .. 5 Normal scale, times in epoch milliseconds.
-- Cleared events stay with active false.
CREATE TABLE IF NOT EXISTS em7_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  stack_id integer NOT NULL,
  device_id integer NOT NULL,
  aligned_resource_name text NOT NULL,
  policy text NOT NULL,
  severity smallint NOT NULL CHECK (severity BETWEEN 1 AND 5),
  message text NOT NULL,
  user_note text,
  date_first bigint NOT NULL,
  date_last bigint NOT NULL,
  notify_count integer NOT NULL DEFAULT 1,
  source text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  date_cleared bigint
);
CREATE UNIQUE INDEX IF NOT EXISTS em7_events_active_key ON em7_events (stack_id, device_id, aligned_resource_name, policy) WHERE active;
-- The live feed re-notifies and clears the least recently notified active events.
CREATE INDEX IF NOT EXISTS em7_events_active_last_idx ON em7_events (date_last, id) WHERE active;

-- VPN tunnel user counts (fgVpnTunnelUpCount) per EM7 device, in three tiers: 5-minute samples
-- (a chunk per UTC day), hourly means (chunks of 30 days), daily means (chunks of 128 days).
-- Value i of a chunk sits at t0 + i * step (epoch seconds); arrays grow as the feed writes.
-- Tiers and retention: apps/api/src/modules/device-search/user-count-tiers.ts.
CREATE TABLE IF NOT EXISTS em7_user_counts (
  stack_id integer NOT NULL,
  device_id integer NOT NULL,
  tier smallint NOT NULL,
  t0 bigint NOT NULL,
  v real[] NOT NULL,
  PRIMARY KEY (stack_id, device_id, tier, t0)
);
