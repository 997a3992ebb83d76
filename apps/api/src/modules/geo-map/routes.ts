import {
  GeoMarkersAnswer,
  GeoMarkersQuery,
  GeoSummaryAnswer,
  GeoSummaryQuery,
  POWER_OUTAGE_GROUPS,
  PowerOutageAnswer,
  type PowerOutageGroup,
} from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { badRequest } from '../../lib/http-error';
import { nativeJson } from '../../lib/native-json';
import { TtlCache } from '../../lib/ttl-cache';
import { powerOutages } from './power-outage';
import { CellSnapshots } from './cell-snapshot';
import { geoDeviceSummary, geoMarkers, usesSnapshot } from './service';

/** group_by is checked by hand, so a wrong one gets one plain message naming it. */
const OutageParams = Type.Object({ group_by: Type.String({ description: `one of ${POWER_OUTAGE_GROUPS.join(', ')}` }) }, { additionalProperties: false });
const isGroup = (g: string): g is PowerOutageGroup => (POWER_OUTAGE_GROUPS as readonly string[]).includes(g);

/** A query's cache key: its fields in a fixed order, whatever order the URL had them in. */
const keyOf = (q: object) => JSON.stringify(Object.entries(q).sort(([a], [b]) => a.localeCompare(b)));

/**
 * The Geo Map's calls (spec 001 §2.6, §7). Zoomed-out markers come from an in-memory snapshot
 * of ~10 km tiles (cell-snapshot.ts); zoomed-in markers and the bounds summary aggregate the
 * fleet in SQL, and identical views within DASHBOARD_CACHE_MS (15 s) share one answer (single
 * flight), so many operators on one view cost one query. Power outages are ~3,200 rows, read fresh.
 */
export async function geoMapRoutes(app: FastifyInstance) {
  const tags = ['geo-map'];
  const markers = new TtlCache<GeoMarkersAnswer>();
  const snapshots = new CellSnapshots(app.db);
  const summaries = new TtlCache<GeoSummaryAnswer>();

  app.get<{ Querystring: GeoMarkersQuery }>(
    '/es/geo-map/markers',
    {
      schema: { tags, summary: 'Devices in the bounds per web-mercator tile of zoom `precision` (as a geotile_grid)', description: 'Map markers: the devices inside the box top_left/bottom_right, grouped per tile with their counts per state, filtered by an optional Lucene query; truncated says when the tiles were capped.', querystring: GeoMarkersQuery, response: { 200: GeoMarkersAnswer } },
      ...nativeJson,
    },
    // The snapshot has its own freshness rule; only the zoomed-in SQL answers need the view cache.
    (req) => (usesSnapshot(req.query) ? geoMarkers(app.db, snapshots, req.query) : markers.get(keyOf(req.query), () => geoMarkers(app.db, snapshots, req.query))),
  );

  app.get<{ Querystring: GeoSummaryQuery }>(
    '/es/geo-map/device-summary',
    { schema: { tags, summary: 'Device counts per state inside the bounds', description: 'How many devices inside the box top_left/bottom_right (filtered by an optional Lucene query) are in each state; total counts them all.', querystring: GeoSummaryQuery, response: { 200: GeoSummaryAnswer } } },
    (req) => summaries.get(keyOf(req.query), () => geoDeviceSummary(app.db, req.query)),
  );

  app.get<{ Querystring: { group_by: string } }>(
    '/es/geo-map/power-outage/realtime',
    {
      schema: { tags, summary: 'Power outages per state or county (us-atlas GEOIDs)', description: 'Customers out of power and tracked per area, group_by stateName or countyName, keyed by us-atlas GEOID; updated_at says when the feed last wrote.', querystring: OutageParams, response: { 200: PowerOutageAnswer } },
      // 3,200 county rows: native JSON writes them several times faster than the compiled serializer.
      ...nativeJson,
    },
    (req) => {
      const group = req.query.group_by;
      if (!isGroup(group)) throw badRequest(`group_by: unknown grouping '${group}' (${POWER_OUTAGE_GROUPS.join(', ')})`);
      return powerOutages(app.db, group);
    },
  );
}
