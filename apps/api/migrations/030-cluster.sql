-- Issue 20: several API processes on one database.

-- The simulator's ticks, claimed before they run by the leader (apps/api/src/cluster/tick-ledger.ts).
-- A tick's changes follow from (seed, tick): the primary key makes sure no tick runs twice, by two
-- processes or across a restart or a takeover. finished_at NULL: the tick was cut short (its process
-- died or lost leadership). Old rows are deleted as new ticks are claimed.
CREATE TABLE simulator_ticks (
  tick bigint PRIMARY KEY,
  -- host:pid of the process that ran it, and its lock session's backend pid (NULL on PGlite).
  process text NOT NULL,
  lock_session int,
  started_at bigint NOT NULL,
  finished_at bigint
);

-- Packet captures (Device Actions), in the database so that whichever process answers the
-- download has the file. Kept 24 hours: older rows are deleted when a new capture is written.
CREATE TABLE packet_captures (
  file_name text PRIMARY KEY,
  device_name text NOT NULL,
  created_at bigint NOT NULL,
  bytes bytea NOT NULL
);
CREATE INDEX packet_captures_created_idx ON packet_captures (created_at);
