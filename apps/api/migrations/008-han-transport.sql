-- HAN transports (issue 5, Device Details HAN Configuration card): the primary and backup access
-- (NAP source) of the device's site, their admin and oper status and which one carries traffic;
-- and the public addresses a terrestrial router or modem is NATed to (Network Configuration card).
-- Plain nullable columns: ADD COLUMN without a default rewrites nothing, and the fleet loader
-- writes them from the contract's DEVICE_FIELDS like every other column.
ALTER TABLE devices
  ADD COLUMN IF NOT EXISTS primary_nap_source text,
  ADD COLUMN IF NOT EXISTS backup_nap_source text,
  ADD COLUMN IF NOT EXISTS transport_admin_status text,
  ADD COLUMN IF NOT EXISTS transport_oper_status text,
  ADD COLUMN IF NOT EXISTS transport_in_use text,
  ADD COLUMN IF NOT EXISTS nat_ip1 text,
  ADD COLUMN IF NOT EXISTS nat_ip2 text;
