import type { ImpactedDeviceRow, NetworkEventRow } from '@nms/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { sqlListPage } from '../../db/paged-list';
import type { DB } from '../../db/schema';

export interface PageRequest {
  /** SQL column of the sort field (from an allow-list). */
  column: string;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** A compiled Lucene `query` over the list's row fields (`true` when there is none). */
export type RowFilter = RawBuilder<SqlBool>;

const dir = (order: 'asc' | 'desc') => sql.raw(order === 'desc' ? 'DESC' : 'ASC');

const EVENT_COLUMNS = sql`e.id, e.name, e.impact, e.case_id AS "caseId", e.start_time AS "startTime", e.end_time AS "endTime", e.active`;

/** A page of network events matching `where`; the id breaks ties in the sort. */
const eventsPage = (db: Kysely<DB>, where: RawBuilder<SqlBool>, p: PageRequest) =>
  sqlListPage<NetworkEventRow>(db, {
    from: sql`network_events e`,
    select: EVENT_COLUMNS,
    where,
    orderBy: sql`${sql.ref(`e.${p.column}`)} ${dir(p.order)}, e.id ${dir(p.order)}`,
    offset: p.offset,
    limit: p.limit,
  });

/**
 * Network events, newest first by default. There are few of them (at most one open per group,
 * plus the closed history); the (active, start_time) index serves the default active list; the
 * grid's filter is AND-ed on top.
 */
export const selectNetworkEvents = (db: Kysely<DB>, activeOnly: boolean, filter: RowFilter, p: PageRequest) =>
  eventsPage(db, sql<SqlBool>`${activeOnly ? sql`e.active` : sql`true`} AND (${filter})`, p);

/** The events of the groups a device belongs to (membership by device: device_group_members_device_idx). */
export const selectDeviceNetworkEvents = (db: Kysely<DB>, deviceName: string, activeOnly: boolean, filter: RowFilter, p: PageRequest) =>
  eventsPage(
    db,
    sql<SqlBool>`e.group_id IN (SELECT m.group_id FROM device_group_members m WHERE m.device_name = ${deviceName})
    ${activeOnly ? sql`AND e.active` : sql``} AND (${filter})`,
    p,
  );

const IMPACTED_COLUMNS = sql`d.name, d.state, d.nmd, d.class_name AS "className", d.state_usa AS "stateUSA", d.nap_source AS "napSource"`;

/**
 * A page of a group's devices. Written as a join so the planner picks the cheaper side: a small
 * group is read through its members (primary key) and sorted; a group of most of the fleet walks
 * the devices index of the sort column (with name as tie-breaker) and probes membership. A
 * filtered list is counted by the same join (a selective filter on a big group is read through
 * its index, name: pg_trgm); `knownTotal` spares the count of an unfiltered one.
 */
export function groupDevicesPage(db: Kysely<DB>, groupId: number, filter: RowFilter, p: PageRequest, knownTotal?: () => Promise<number>) {
  const order: RawBuilder<unknown> =
    p.column === 'name' ? sql`d.name ${dir(p.order)}` : sql`${sql.ref(`d.${p.column}`)} ${dir(p.order)}, d.name ${dir(p.order)}`;
  return sqlListPage<ImpactedDeviceRow>(db, {
    from: sql`devices d JOIN device_group_members m ON m.device_name = d.name AND m.group_id = ${groupId}`,
    select: IMPACTED_COLUMNS,
    where: filter,
    orderBy: order,
    offset: p.offset,
    limit: p.limit,
    knownTotal,
  });
}

/** Members of a group as counted when impact was last recomputed (kept with the membership). */
export async function groupTotal(db: Kysely<DB>, groupId: number): Promise<number> {
  const { rows } = await sql<{ total: number }>`SELECT total_count AS total FROM device_groups WHERE id = ${groupId}`.execute(db);
  return rows[0]?.total ?? 0;
}

/** Most customers a group's impacted-customer list carries (the biggest first); total counts all. */
export const IMPACTED_CUSTOMERS_MAX = 1000;

/**
 * Customers (nmd) of a group's devices that are not Normal (state 5), most affected devices
 * first. Membership is read from the device's own member_of (what device_group_members is
 * materialised from): the partial index devices_not_normal_nmd_idx holds nmd and member_of of
 * the few devices not Normal, so a group of the whole fleet is one index-only scan of those
 * (a join with its million members took ~1 s at 1M devices); a small group takes the GIN index.
 */
export async function selectImpactedCustomers(db: Kysely<DB>, groupKey: string) {
  const { rows } = await sql<{ customer: string; device_count: number; total: number }>`
    SELECT nmd AS customer, count(*)::int AS device_count, (count(*) OVER ())::int AS total
      FROM devices
     WHERE state <> 5 AND nmd IS NOT NULL AND nmd <> '' AND member_of @> ARRAY[${groupKey}]::text[]
     GROUP BY nmd ORDER BY device_count DESC, nmd LIMIT ${IMPACTED_CUSTOMERS_MAX}`.execute(db);
  return { data: rows.map(({ customer, device_count }) => ({ customer, device_count })), total: rows[0]?.total ?? 0 };
}

/** Whether a device is in the inventory (the per-device calls answer 404 for an unknown one). */
export async function deviceExists(db: Kysely<DB>, name: string): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM devices WHERE name = ${name}`.execute(db);
  return rows.length > 0;
}
