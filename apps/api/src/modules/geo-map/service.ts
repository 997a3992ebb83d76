import {
  DEVICE_DEFAULT_FIELDS,
  DEVICE_FIELDS,
  MAP_DEFAULT_PRECISION,
  MAP_DISCOVERED_QUERY,
  MAP_MAX_MARKERS,
  MAP_MAX_PRECISION,
  MAP_MIN_PRECISION,
  SEVERITY,
  type GeoMarkersAnswer,
  type GeoMarkersQuery,
  type GeoSummaryAnswer,
  type GeoSummaryQuery,
  type PowerOutageGroup,
} from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { TtlCache } from '../../lib/ttl-cache';
import { compileLucene } from '../../query';
import { stateCounts } from '../es';
import { CellSnapshots, SNAPSHOT_MAX_PRECISION } from './cell-snapshot';
import type { DeviceIndex } from '../device-index';
import { IndexGeoAnswers } from './index-answers';
import { indexBoundsSummary } from './index-geo';
import { powerOutages } from './power-outage';
import { selectBoundsStateCounts, selectMarkerCells, type Bounds } from './repository';
import { snapshotMarkers } from './snapshot-markers';

/**
 * The map's Lucene query. The browser always sends one (mapQuery: the typed text AND
 * discovered:true); a call without one gets what the map shows by default, the discovered devices.
 */
export const mapWhere = (query: string | undefined) =>
  compileLucene(query?.trim() ? query : MAP_DISCOVERED_QUERY, { fields: DEVICE_FIELDS, defaultFields: DEVICE_DEFAULT_FIELDS });

/** Bounds of the query string; a view whose top is below its bottom is refused, naming the field. */
export function boundsOf(q: GeoSummaryQuery): Bounds {
  if (q.top_left_lat < q.bottom_right_lat) {
    throw badRequest(`top_left_lat (${q.top_left_lat}) must not be below bottom_right_lat (${q.bottom_right_lat})`);
  }
  return { top: q.top_left_lat, bottom: q.bottom_right_lat, west: q.top_left_lng, east: q.bottom_right_lng };
}

/** The tile zoom asked for: a whole number 1..22, checked here too so no caller reaches SQL with another. */
function precisionOf(q: GeoMarkersQuery): number {
  const precision = q.precision ?? MAP_DEFAULT_PRECISION;
  if (!Number.isInteger(precision) || precision < MAP_MIN_PRECISION || precision > MAP_MAX_PRECISION) {
    throw badRequest(`querystring/precision must be a whole number from ${MAP_MIN_PRECISION} to ${MAP_MAX_PRECISION}`);
  }
  return precision;
}

/** Whether a markers call is answered from the in-memory snapshot (zoomed-out views) or by SQL. */
export const usesSnapshot = (q: GeoMarkersQuery) => (q.precision ?? MAP_DEFAULT_PRECISION) <= SNAPSHOT_MAX_PRECISION;

/**
 * Map markers: devices per web-mercator tile of zoom `precision`, the largest MAP_MAX_MARKERS
 * cells. Zoomed out (precision ≤ 9) they come from the query's whole-fleet cells of ~10 km tiles:
 * the device index's, memoised per its version (`fromIndex`), else the SQL snapshot; zoomed in,
 * the bounds are small and SQL counts the devices themselves.
 */
export async function geoMarkers(
  db: Kysely<DB>,
  snapshots: CellSnapshots,
  q: GeoMarkersQuery,
  fromIndex?: IndexGeoAnswers,
): Promise<GeoMarkersAnswer> {
  const precision = precisionOf(q);
  const bounds = boundsOf(q);
  const where = mapWhere(q.query);
  if (usesSnapshot(q)) {
    const query = q.query?.trim() || MAP_DISCOVERED_QUERY;
    return (await fromIndex?.markers(query, bounds, precision)) ?? snapshotMarkers(await snapshots.cells(query, where), bounds, precision);
  }
  const rows = await selectMarkerCells(db, where, bounds, precision);
  const data = rows.map((r) => ({
    key: `${precision}/${r.cx}/${r.cy}`,
    location: { lat: r.lat, lng: r.lng },
    doc_count: r.n,
    // A cell of devices without a known state shows as Unknown.
    state: r.worst ?? SEVERITY.unknown,
    states: { critical: r.critical, major: r.major, minor: r.minor, unknown: r.unknown, normal: r.normal },
  }));
  return { data, total: rows[0]?.total ?? 0, truncated: (rows[0]?.cells ?? 0) > MAP_MAX_MARKERS };
}

/**
 * The device summary of the visible bounds; states outside 1..5 count only in the total (as
 * es/devices/summary). With `fromIndex`, the device index's memoised answer; else with `index`,
 * the index's (unmemoised); else SQL.
 */
export async function geoDeviceSummary(
  db: Kysely<DB>,
  q: GeoSummaryQuery,
  index?: DeviceIndex,
  fromIndex?: IndexGeoAnswers,
): Promise<GeoSummaryAnswer> {
  const where = mapWhere(q.query);
  const bounds = boundsOf(q);
  const query = q.query?.trim() || MAP_DISCOVERED_QUERY;
  const memoised = await fromIndex?.summary(query, bounds);
  if (memoised) return memoised;
  const data = (await indexBoundsSummary(index, query, bounds)) ?? stateCounts(await selectBoundsStateCounts(db, where, bounds));
  return { data, total: data.total };
}

/** A query's cache key: its fields in a fixed order, whatever order the URL had them in. */
const keyOf = (q: object) => JSON.stringify(Object.entries(q).sort(([a], [b]) => a.localeCompare(b)));

/**
 * The Geo Map as one app serves it. While the device index runs, zoomed-out markers and the
 * bounds summary are its answers, memoised per its version (index-answers.ts): current on every
 * read, computed once per change batch. Otherwise zoomed-out markers come from the SQL snapshot
 * of ~10 km tiles (cell-snapshot.ts, its own freshness rule), and zoomed-in markers and the
 * summary aggregate the fleet in SQL, identical views within DASHBOARD_CACHE_MS (15 s) sharing
 * one answer (single flight). Power outages are ~3,200 rows, read fresh.
 */
export class GeoMapService {
  private readonly markerViews = new TtlCache<GeoMarkersAnswer>({ name: 'geo-map-markers', dropOn: ['device'] });
  private readonly summaryViews = new TtlCache<GeoSummaryAnswer>({ name: 'geo-map-summary', dropOn: ['device'] });
  private readonly snapshots: CellSnapshots;
  private readonly fromIndex: IndexGeoAnswers;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly index?: DeviceIndex,
  ) {
    this.snapshots = new CellSnapshots(db);
    this.fromIndex = new IndexGeoAnswers(index);
  }

  markers(q: GeoMarkersQuery): Promise<GeoMarkersAnswer> {
    if (usesSnapshot(q)) return geoMarkers(this.db, this.snapshots, q, this.fromIndex);
    return this.markerViews.get(keyOf(q), () => geoMarkers(this.db, this.snapshots, q));
  }

  summary(q: GeoSummaryQuery): Promise<GeoSummaryAnswer> {
    // The device index answers current counts in memory; without it, identical views share one query.
    if (this.index?.ready) return geoDeviceSummary(this.db, q, undefined, this.fromIndex);
    return this.summaryViews.get(keyOf(q), () => geoDeviceSummary(this.db, q));
  }

  powerOutages(group: PowerOutageGroup) {
    return powerOutages(this.db, group);
  }
}
