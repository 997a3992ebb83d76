-- What a feed received but could not place (issue 31 item 5): a trap or syslog source address of
-- no device, an Alertmanager or ingest alert naming no device. One row per feed and address, with
-- the last thing it sent, so the Feeds screen can list them and an admin can import one as a device.
CREATE TABLE feed_unknown_sources (
  feed text NOT NULL,
  address text NOT NULL,
  first_seen bigint NOT NULL,
  last_seen bigint NOT NULL,
  count bigint NOT NULL,
  sample text NOT NULL DEFAULT '',
  PRIMARY KEY (feed, address)
);
CREATE INDEX feed_unknown_sources_last_idx ON feed_unknown_sources (feed, last_seen DESC);
