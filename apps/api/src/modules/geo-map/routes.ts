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
import { GeoMapService } from './service';

/** group_by is checked by hand, so a wrong one gets one plain message naming it. */
const OutageParams = Type.Object(
  { group_by: Type.String({ description: `one of ${POWER_OUTAGE_GROUPS.join(', ')}` }) },
  { additionalProperties: false },
);
const isGroup = (g: string): g is PowerOutageGroup => (POWER_OUTAGE_GROUPS as readonly string[]).includes(g);

/** The Geo Map's calls (spec 001 §2.6, §7); the service caches the views per app. */
export async function geoMapRoutes(app: FastifyInstance) {
  const tags = ['geo-map'];
  const geoMap = new GeoMapService(app.readDb, app.deviceIndex);

  app.get<{ Querystring: GeoMarkersQuery }>(
    '/es/geo-map/markers',
    {
      schema: {
        tags,
        summary: 'Devices in the bounds per web-mercator tile of zoom `precision` (as a geotile_grid)',
        description:
          'Map markers: the devices inside the box top_left/bottom_right, grouped per tile with their counts per state, filtered by an optional Lucene query; truncated says when the tiles were capped.',
        querystring: GeoMarkersQuery,
        response: { 200: GeoMarkersAnswer },
      },
      ...nativeJson,
    },
    (req) => geoMap.markers(req.query),
  );

  app.get<{ Querystring: GeoSummaryQuery }>(
    '/es/geo-map/device-summary',
    {
      schema: {
        tags,
        summary: 'Device counts per state inside the bounds',
        description:
          'How many devices inside the box top_left/bottom_right (filtered by an optional Lucene query) are in each state; total counts them all.',
        querystring: GeoSummaryQuery,
        response: { 200: GeoSummaryAnswer },
      },
    },
    (req) => geoMap.summary(req.query),
  );

  app.get<{ Querystring: { group_by: string } }>(
    '/es/geo-map/power-outage/realtime',
    {
      schema: {
        tags,
        summary: 'Power outages per state or county (us-atlas GEOIDs)',
        description:
          'Customers out of power and tracked per area, group_by stateName or countyName, keyed by us-atlas GEOID; updated_at says when the feed last wrote.',
        querystring: OutageParams,
        response: { 200: PowerOutageAnswer },
      },
      // 3,200 county rows: native JSON writes them several times faster than the compiled serializer.
      ...nativeJson,
    },
    (req) => {
      const group = req.query.group_by;
      if (!isGroup(group)) throw badRequest(`group_by: unknown grouping '${group}' (${POWER_OUTAGE_GROUPS.join(', ')})`);
      return geoMap.powerOutages(group);
    },
  );
}
