-- Stored performance metrics (latency, packet loss, throughput, CPU, signal...) as a round-robin
-- store in three tiers: 15-minute samples, daily averages and weekly averages. A chunk row holds
-- consecutive values of one series in one tier: value i sits at t0 + i * step (tier 0: one UTC
-- day of 96 samples; tier 1: 128 days; tier 2: 64 weeks starting on Mondays). Arrays only grow
-- as far as the feed has written. Tiers, steps and retention: apps/api/src/modules/metrics/tiers.ts.
CREATE TABLE metric_series (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  device_name text NOT NULL REFERENCES devices (name) ON DELETE CASCADE,
  metric text NOT NULL,
  UNIQUE (device_name, metric)
);

CREATE TABLE metric_chunks (
  series_id integer NOT NULL REFERENCES metric_series (id) ON DELETE CASCADE,
  tier smallint NOT NULL,
  t0 bigint NOT NULL,
  v real[] NOT NULL,
  PRIMARY KEY (series_id, tier, t0)
);

-- Server-side secrets shared by every API process (the report link HMAC key), created on first use.
CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at bigint NOT NULL
);

-- Site reports (HAN, bytes over time, FAP, mesh traffic) select a site's devices by HNS location.
CREATE INDEX devices_hns_location_id_idx ON devices (hns_location_id, name);
