-- Issue 16: real feeds. Tables of the ingest API, the SNMP/ICMP poller and the receivers; each
-- feed writes devices and alerts through the fleet service, never these tables of another feed.

-- A device taken out of the fleet keeps its history: alerts, change log, audit and syslog stay
-- keyed by name; its row as it was is kept here, and an ingest of the same name brings it back.
CREATE TABLE retired_devices (
  name text PRIMARY KEY,
  retired_at bigint NOT NULL,
  retired_by text NOT NULL,
  row jsonb NOT NULL
);

-- SNMP credentials by name. `secret` is AES-256-GCM ciphertext of the JSON
-- {community} (v2c) or {user, authProtocol, authKey, privProtocol, privKey} (v3); never returned.
CREATE TABLE snmp_credentials (
  name text PRIMARY KEY,
  version text NOT NULL CHECK (version IN ('2c', '3')),
  secret text NOT NULL,
  updated_at bigint NOT NULL,
  updated_by text NOT NULL
);
-- Per device, else per group (the device's lowest group id with settings wins).
CREATE TABLE device_snmp (
  device_name text PRIMARY KEY REFERENCES devices (name) ON DELETE CASCADE,
  credential text NOT NULL REFERENCES snmp_credentials (name),
  port int NOT NULL DEFAULT 161 CHECK (port BETWEEN 1 AND 65535)
);
CREATE TABLE group_snmp (
  group_id int PRIMARY KEY REFERENCES device_groups (id) ON DELETE CASCADE,
  credential text NOT NULL REFERENCES snmp_credentials (name),
  port int NOT NULL DEFAULT 161 CHECK (port BETWEEN 1 AND 65535)
);

-- Poll work shared by every poller process: a process claims due rows (FOR UPDATE SKIP LOCKED)
-- until claimed_until; a process that dies loses its claims when they run out.
CREATE TABLE poll_targets (
  device_name text PRIMARY KEY REFERENCES devices (name) ON DELETE CASCADE,
  next_poll_at bigint NOT NULL DEFAULT 0,
  claimed_by text,
  claimed_until bigint,
  method text,
  last_polled_at bigint,
  last_ok_at bigint,
  reachable boolean,
  failures int NOT NULL DEFAULT 0,
  last_error text
);
CREATE INDEX poll_targets_due_idx ON poll_targets (next_poll_at);

-- Interfaces as the last SNMP poll saw them (ifTable + ifXTable).
CREATE TABLE device_interfaces (
  device_name text NOT NULL REFERENCES devices (name) ON DELETE CASCADE,
  if_index int NOT NULL,
  name text NOT NULL,
  descr text NOT NULL DEFAULT '',
  alias text NOT NULL DEFAULT '',
  if_type int,
  mtu int,
  speed_mbps bigint,
  phys_address text NOT NULL DEFAULT '',
  admin_status int,
  oper_status int,
  last_change_cs bigint,
  in_octets numeric,
  out_octets numeric,
  polled_at bigint NOT NULL,
  PRIMARY KEY (device_name, if_index)
);

-- Syslog messages from known devices (no foreign key: history outlives a retired device).
CREATE TABLE syslog_messages (
  id bigserial PRIMARY KEY,
  device_name text NOT NULL,
  received_at bigint NOT NULL,
  sent_at bigint,
  source_ip text NOT NULL,
  transport text NOT NULL,
  format text NOT NULL,
  facility int,
  severity int,
  hostname text NOT NULL DEFAULT '',
  app_name text NOT NULL DEFAULT '',
  proc_id text NOT NULL DEFAULT '',
  msg_id text NOT NULL DEFAULT '',
  message text NOT NULL
);
CREATE INDEX syslog_messages_device_idx ON syslog_messages (device_name, received_at DESC, id DESC);
CREATE INDEX syslog_messages_received_idx ON syslog_messages (received_at);

-- What each feed received and could not place (unknown trap or syslog sources, rejected rows).
CREATE TABLE feed_counters (
  feed text NOT NULL,
  counter text NOT NULL,
  value bigint NOT NULL DEFAULT 0,
  updated_at bigint NOT NULL,
  PRIMARY KEY (feed, counter)
);
