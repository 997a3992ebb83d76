import { MAP_MAX_MARKERS, MAP_MAX_PRECISION, type PowerOutageGroup } from '@nms/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';
import { SNAPSHOT_ZOOM } from './snapshot-cell';

/** The visible bounds, already checked: top ≥ bottom; west > east means the view crosses ±180°. */
export interface Bounds {
  top: number;
  bottom: number;
  west: number;
  east: number;
}

/**
 * Devices inside the bounds. Written as plain ranges on latitude and longitude so the
 * devices_geo_idx index (migration 010) serves them; a view across the antimeridian is two
 * longitude ranges. Devices without coordinates fail every range, so they are never mapped.
 */
export function inBounds(b: Bounds): RawBuilder<SqlBool> {
  const lng = b.west <= b.east ? sql`longitude BETWEEN ${b.west} AND ${b.east}` : sql`(longitude >= ${b.west} OR longitude <= ${b.east})`;
  return sql<SqlBool>`latitude BETWEEN ${b.bottom} AND ${b.top} AND ${lng}`;
}

export interface CellRow {
  cx: number;
  cy: number;
  n: number;
  lat: number;
  lng: number;
  critical: number;
  major: number;
  minor: number;
  unknown: number;
  normal: number;
  /** Lowest state 1..5 in the cell; null when no device has one. */
  worst: number | null;
  /** Devices in every cell (window over all groups, before the cap). */
  total: number;
  /** Cells before the cap. */
  cells: number;
}

/**
 * Devices per tile of zoom `precision`, largest cells first, at most MAP_MAX_MARKERS rows.
 * A cell is the zoom-22 tile shifted right by (22 - precision) bits (generated columns of
 * migration 010). The window sums run over all groups before LIMIT, so the total and the
 * number of cells count the cells that were cut too.
 */
export function markersStatement(where: RawBuilder<SqlBool>, bounds: Bounds, precision: number) {
  // A bound parameter, never text: a number written into SQL is an injection or, for 1e309, a syntax error.
  const shift = sql`CAST(${MAP_MAX_PRECISION - precision} AS integer)`;
  return sql<CellRow>`
    SELECT tile_x >> ${shift} AS cx, tile_y >> ${shift} AS cy, count(*)::int AS n,
           avg(latitude) AS lat, avg(longitude) AS lng,
           count(*) FILTER (WHERE state = 1)::int AS critical, count(*) FILTER (WHERE state = 2)::int AS major,
           count(*) FILTER (WHERE state = 3)::int AS minor, count(*) FILTER (WHERE state = 4)::int AS unknown,
           count(*) FILTER (WHERE state = 5)::int AS normal,
           min(state) FILTER (WHERE state BETWEEN 1 AND 5) AS worst,
           (sum(count(*)) OVER ())::int AS total, (count(*) OVER ())::int AS cells
      FROM devices
     WHERE ${inBounds(bounds)} AND ${where}
     GROUP BY 1, 2
     ORDER BY n DESC, cx, cy
     LIMIT ${sql.lit(MAP_MAX_MARKERS)}`;
}

/** Devices per state inside the bounds (the device summary of the visible map). */
export function boundsSummaryStatement(where: RawBuilder<SqlBool>, bounds: Bounds) {
  return sql<{ state: number | null; n: number }>`
    SELECT state, count(*)::int AS n FROM devices WHERE ${inBounds(bounds)} AND ${where} GROUP BY state`;
}

export const selectMarkerCells = async (db: Kysely<DB>, where: RawBuilder<SqlBool>, bounds: Bounds, precision: number) =>
  (await markersStatement(where, bounds, precision).execute(db)).rows;

export const selectBoundsStateCounts = async (db: Kysely<DB>, where: RawBuilder<SqlBool>, bounds: Bounds) =>
  (await boundsSummaryStatement(where, bounds).execute(db)).rows;

export interface SnapshotTileRow {
  x: number;
  y: number;
  state: number | null;
  n: number;
  lat_sum: number;
  lng_sum: number;
}

/** Devices with coordinates that `where` takes, per snapshot tile and state (cell-snapshot.ts keeps them in memory). */
export async function selectSnapshotTiles(db: Kysely<DB>, where: RawBuilder<SqlBool>): Promise<SnapshotTileRow[]> {
  const shift = sql.lit(22 - SNAPSHOT_ZOOM);
  const { rows } = await sql<SnapshotTileRow>`
      SELECT tile_x >> ${shift} AS x, tile_y >> ${shift} AS y, state, count(*)::int AS n,
             sum(latitude) AS lat_sum, sum(longitude) AS lng_sum
        FROM devices
       WHERE latitude IS NOT NULL AND longitude IS NOT NULL AND ${where}
       GROUP BY 1, 2, 3`.execute(db);
  return rows;
}

export interface OutageAreaRow {
  geoid: string;
  name: string;
  state: string;
  outages: number;
  tracked: number;
  updated_at: number | string;
}

/** One row per county as the feed wrote it (migration 010). */
export const countyStatement = sql<OutageAreaRow>`
  SELECT geoid, name, state_name AS state, outage_count AS outages, tracked_count AS tracked, updated_at
    FROM power_outages ORDER BY geoid`;

/** One row per state: the sums of its counties, newest write of any of them. */
export const stateStatement = sql<OutageAreaRow>`
  SELECT state_geoid AS geoid, state_name AS name, state_name AS state,
         sum(outage_count)::int AS outages, sum(tracked_count)::int AS tracked, max(updated_at) AS updated_at
    FROM power_outages GROUP BY state_geoid, state_name ORDER BY state_geoid`;

export const outageStatement = (groupBy: PowerOutageGroup) => (groupBy === 'stateName' ? stateStatement : countyStatement);

export const selectOutageAreas = async (db: Kysely<DB>, groupBy: PowerOutageGroup) => (await outageStatement(groupBy).execute(db)).rows;
