-- The poller's interface error and discard counters (issue 31 item 3): kept beside the octet
-- counters, so the next poll turns the difference into a rate whichever poller process it runs in.
ALTER TABLE device_interfaces
  ADD COLUMN in_errors numeric,
  ADD COLUMN out_errors numeric,
  ADD COLUMN in_discards numeric,
  ADD COLUMN out_discards numeric;
