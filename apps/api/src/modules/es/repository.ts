import { ALERT_FIELDS, DEVICE_FIELDS } from '@nms/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { pagedList, type ListRequest, type Page } from '../../db/paged-list';
import type { DB } from '../../db/schema';

/*
 * SQL of the Elasticsearch-shaped calls: pages of devices and alerts and the device counts per
 * state. The services decide what to ask (defaults, the compiled Lucene condition); this file
 * is how it is read.
 */

/** A page of devices; the device name breaks ties in the sort. */
export const devicePage = (db: Kysely<DB>, req: ListRequest): Promise<Page> => pagedList(db, 'devices', DEVICE_FIELDS, 'name', req);

/** A page of alerts, active or archived as the request's condition says; the id breaks ties. */
export const alertPage = (db: Kysely<DB>, req: ListRequest): Promise<Page> => pagedList(db, 'alerts', ALERT_FIELDS, 'id', req);

export interface StateCount {
  state: number | null;
  n: number;
}

/** Matching devices per state. Exposed so the benchmarks run exactly this statement raw. */
export const stateCountsStatement = (where: RawBuilder<SqlBool>) =>
  sql<StateCount>`SELECT state, count(*)::int AS n FROM devices WHERE ${where} GROUP BY state`;

export const selectStateCounts = async (db: Kysely<DB>, where: RawBuilder<SqlBool>): Promise<StateCount[]> =>
  (await stateCountsStatement(where).execute(db)).rows;

export interface CategoryStateCount extends StateCount {
  category: string | null;
}

/** Every device counted per product category and state: one scan answers all eight Summary View cards. */
export async function selectCategoryStateCounts(db: Kysely<DB>): Promise<CategoryStateCount[]> {
  const { rows } = await sql<CategoryStateCount>`
    SELECT product_category AS category, state, count(*)::int AS n FROM devices GROUP BY 1, 2`.execute(db);
  return rows;
}

/**
 * The alerts of one device (alerts.element_name is the device name), active or archived,
 * External ones only or all, AND-ed with the grid's compiled query. Served by
 * alerts_element_name_idx (element_name, active, last_notified_at).
 */
export function deviceAlertsCondition(deviceName: string, active: boolean, externalOnly: boolean, query: RawBuilder<SqlBool>): RawBuilder<SqlBool> {
  const visibility = externalOnly ? sql`AND visibility = 'External'` : sql``;
  return sql<SqlBool>`element_name = ${deviceName} AND active = ${active} ${visibility} AND (${query})`;
}
