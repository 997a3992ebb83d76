-- Issue 16, SNMP credentials and the poller.
-- What the credentials list shows without decrypting anything: the v3 level and user name are not secret.
ALTER TABLE snmp_credentials ADD COLUMN level text;
ALTER TABLE snmp_credentials ADD COLUMN user_name text;

-- What the last poll learnt (identity and uptime), which process polled, and how long it took.
ALTER TABLE poll_targets ADD COLUMN sys_name text;
ALTER TABLE poll_targets ADD COLUMN sys_uptime_cs bigint;
ALTER TABLE poll_targets ADD COLUMN last_polled_by text;
ALTER TABLE poll_targets ADD COLUMN last_duration_ms int;
-- The claim query looks for due rows that nobody holds.
CREATE INDEX poll_targets_claimed_idx ON poll_targets (claimed_until);
-- "Which devices use this credential" (the list and the delete check).
CREATE INDEX device_snmp_credential_idx ON device_snmp (credential);
CREATE INDEX group_snmp_credential_idx ON group_snmp (credential);
