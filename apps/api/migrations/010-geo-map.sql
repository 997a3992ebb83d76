-- Geo Map (issue 6, spec 001 §2.6).
--
-- Markers aggregate devices on the web-mercator tile grid (es/geo-map/markers, as
-- Elasticsearch's geotile_grid). Each device's tile at zoom 22, the finest precision, is kept by
-- the database as two generated integer columns, so a cell at any precision p is just
-- (tile_x >> (22 - p), tile_y >> (22 - p)): no trigonometry per row per request. Latitudes are
-- clamped to the mercator limit (±85.0511°), as map tiles are. Adding stored generated columns
-- rewrites the table once and fills them for rows already there; writers never name them.
ALTER TABLE devices
  ADD COLUMN IF NOT EXISTS tile_x integer GENERATED ALWAYS AS (
    least(4194303, greatest(0, floor((longitude + 180) / 360 * 4194304)))::integer
  ) STORED,
  ADD COLUMN IF NOT EXISTS tile_y integer GENERATED ALWAYS AS (
    least(4194303, greatest(0, floor(
      (1 - ln(tan(radians(least(85.0511287798, greatest(-85.0511287798, latitude))))
              + 1 / cos(radians(least(85.0511287798, greatest(-85.0511287798, latitude))))) / pi()) / 2 * 4194304
    )))::integer
  ) STORED;

-- The visible bounds are a latitude range and one or two longitude ranges. The index carries
-- everything the default map query (discovered:true) reads, so the whole-country view is an
-- index-only scan of a narrow index instead of a pass over the wide devices rows; zoomed views
-- range-scan it by latitude. Devices without coordinates are never mapped, so they stay out.
CREATE INDEX IF NOT EXISTS devices_geo_idx ON devices (latitude, longitude)
  INCLUDE (tile_x, tile_y, state, discovered) WHERE latitude IS NOT NULL AND longitude IS NOT NULL;

-- Power outages per county (es/geo-map/power-outage/realtime), as a utility-outage feed
-- reports them: customers tracked and out per county, keyed by the county's FIPS id (the
-- GEOID us-atlas keys its shapes by; its first two digits are the state's). The feed replaces a
-- county's row when its numbers change; state rows are the sums of their counties, computed
-- when read (about 3,200 rows).
CREATE TABLE IF NOT EXISTS power_outages (
  geoid text PRIMARY KEY,
  name text NOT NULL,
  state_geoid text NOT NULL,
  state_name text NOT NULL,
  tracked_count integer NOT NULL CHECK (tracked_count >= 0),
  outage_count integer NOT NULL CHECK (outage_count >= 0),
  updated_at bigint NOT NULL
);
