import { DEVICE_FIELDS, type DeviceLocation, type DeviceNetworkEvent, type NeighborDevice } from '@nms/contract';
import { sql, type Kysely } from 'kysely';
import { selectList } from '../../db/paged-list';
import type { DB } from '../../db/schema';

/** Other devices at the location are capped: a campus with thousands of devices is one page of them. */
export const NEIGHBOR_LIMIT = 200;
/** Sparkline length of the Networks card: the last 24 hourly impact points of a group. */
export const HISTORY_HOURS = 24;
const HOUR_MS = 3_600_000;

/** A group of the device as the statement answers it; the service shapes it into a DeviceGroupEntry. */
export interface GroupRow {
  network_type: string;
  name: string;
  low_level_group: string | null;
  total_count: number;
  impacted_count: number;
  /** [impacted percent, total, threshold] per hour, oldest first. */
  history: Array<[number, number, number]> | null;
}

/** Device fields keyed by API name, plus the other sections as JSON built in the same statement. */
export type DetailsRow = Record<string, unknown> & {
  __location: DeviceLocation | null;
  __neighbors: NeighborDevice[];
  __groups: GroupRow[];
  __events: DeviceNetworkEvent[];
};

/**
 * Everything the Device Details page shows, in ONE statement (one round trip), each part a
 * correlated subquery served by an index: the device by its key; the location by its key;
 * neighbours by (customer_location_id, name); groups by device_group_members(device_name);
 * each group's last 24 hours of history by the (group_id, ts) key, anchored at the group's
 * newest point so a paused feed still draws its last day; active events by the partial
 * (group_id) WHERE active index.
 */
export const detailsStatement = (name: string) => sql<DetailsRow>`
  SELECT ${selectList(DEVICE_FIELDS)},
    (SELECT json_build_object(
        'customerLocationId', l.customer_location_id, 'address', l.address, 'city', l.city, 'stateUSA', l.state_usa,
        'zip', l.zip, 'latitude', l.latitude, 'longitude', l.longitude, 'plsiteid', l.plsiteid)
       FROM locations l WHERE l.customer_location_id = d.customer_location_id) AS "__location",
    (SELECT coalesce(json_agg(json_build_object(
        'name', n.name, 'model', n.model, 'productCode', n.product_code, 'productCategory', n.product_category,
        'state', n.state, 'poller', n.poller) ORDER BY n.name), '[]'::json)
       FROM (SELECT name, model, product_code, product_category, state, poller FROM devices
              WHERE customer_location_id = d.customer_location_id AND name <> d.name
              ORDER BY customer_location_id, name LIMIT ${sql.lit(NEIGHBOR_LIMIT)}) n) AS "__neighbors",
    (SELECT coalesce(json_agg(json_build_object(
        'network_type', g.network_type, 'name', g.name, 'low_level_group', g.low_level_group,
        'total_count', g.total_count, 'impacted_count', g.impacted_count, 'history', h.points)
        ORDER BY g.network_type, g.name), '[]'::json)
       FROM device_group_members m
       JOIN device_groups g ON g.id = m.group_id
       LEFT JOIN LATERAL (
         SELECT json_agg(json_build_array(b.percent, b.total, b.threshold) ORDER BY b.hour) AS points
           FROM (SELECT ts / ${sql.lit(HOUR_MS)} AS hour, max(percent) AS percent, round(avg(total))::int AS total, avg(threshold) AS threshold
                   FROM impact_history
                  WHERE group_id = g.id
                    AND ts >= (SELECT (max(ts) / ${sql.lit(HOUR_MS)} - ${sql.lit(HISTORY_HOURS - 1)}) * ${sql.lit(HOUR_MS)} FROM impact_history WHERE group_id = g.id)
                  GROUP BY 1) b
       ) h ON true
      WHERE m.device_name = d.name) AS "__groups",
    (SELECT coalesce(json_agg(json_build_object(
        'name', e.name, 'impact', e.impact, 'caseId', e.case_id, 'startTime', e.start_time) ORDER BY e.start_time DESC, e.id), '[]'::json)
       FROM device_group_members m
       JOIN network_events e ON e.group_id = m.group_id AND e.active
      WHERE m.device_name = d.name) AS "__events"
  FROM devices d WHERE d.name = ${name}`;

/** The device's details row (one statement, one round trip); undefined for an unknown device. */
export const selectDetails = async (db: Kysely<DB>, name: string): Promise<DetailsRow | undefined> =>
  (await detailsStatement(name).execute(db)).rows[0];
