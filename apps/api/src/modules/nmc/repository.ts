import { SF_CASE_RESOLVED, type FieldDef, type FieldTable } from '@nms/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';
import { selectList, sqlListPage, type PageOf, type SqlList } from '../../db/paged-list';

/** One NMC list request: rows of `from` matching `where`, sorted by `sort` then the key, one page. */
export interface NmcList {
  from: RawBuilder<unknown>;
  fields: FieldTable;
  key: string;
  where: RawBuilder<SqlBool>;
  sort: FieldDef;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/**
 * The page and its total. The key follows the sort in the same direction, so every (column, key)
 * index of migration 012 serves ORDER BY ... LIMIT without sorting. Exposed so the benchmark runs
 * exactly these statements raw.
 */
export function nmcSqlList(l: NmcList): SqlList {
  const dir = sql.raw(l.order === 'desc' ? 'DESC' : 'ASC');
  const order = l.sort.column === l.key ? sql`${sql.ref(l.key)} ${dir}` : sql`${sql.ref(l.sort.column)} ${dir}, ${sql.ref(l.key)} ${dir}`;
  return { from: l.from, select: selectList(l.fields), where: l.where, orderBy: order, offset: l.offset, limit: l.limit };
}

export const listPage = (db: Kysely<DB>, l: NmcList): Promise<PageOf<Record<string, unknown>>> => sqlListPage(db, nmcSqlList(l));

export const SF_CASES = sql`sf_cases`;
export const SF_DISPATCHES = sql`sf_dispatches`;
export const SF_TASKS = sql`sf_tasks`;
/** Open Notification cases: the predicate of the partial index sf_cases_open_notifications_idx. */
export const OPEN_NOTIFICATION = sql<SqlBool>`case_type = 'Notification' AND status <> ${sql.lit(SF_CASE_RESOLVED)}`;
export const REPLACEMENT = sql<SqlBool>`rma_number IS NOT NULL`;
/** No filter: every row of the list. */
export const ALL_ROWS = sql<SqlBool>`true`;

/** A list's own filter AND the grid's compiled query. */
export const bothConditions = (filter: RawBuilder<SqlBool>, query: RawBuilder<SqlBool>) => sql<SqlBool>`${filter} AND (${query})`;

/** Cases opened in [start, end] (epoch ms), of one status when one is given. */
export function casesOpenedBetween(start: number, end: number, status: string | undefined): RawBuilder<SqlBool> {
  const ofStatus = status === undefined ? sql`` : sql`AND status = ${status}`;
  return sql<SqlBool>`hsvc_start_time BETWEEN ${start} AND ${end} ${ofStatus}`;
}

/** Tasks of one status, or every task when none is given. */
export const taskStatusCondition = (status: string | undefined) => (status === undefined ? ALL_ROWS : sql<SqlBool>`status = ${status}`);

/**
 * The NMS's own outage notices: one per active network event, with its group's device counts
 * and the status of the Notification case filed under the event's case id, when it exists.
 */
export const NMS_NOTIFICATIONS = sql`(
  SELECT e.id, g.name AS impacted_group, g.network_type, e.impact, g.impacted_count AS impacted_devices,
         g.total_count AS total_devices, e.case_id AS case_number, c.status AS case_status, e.start_time
    FROM network_events e
    JOIN device_groups g ON g.id = e.group_id
    LEFT JOIN sf_cases c ON c.case_number = e.case_id
   WHERE e.active) AS n`;
export const NMS_NOTIFICATION_KEY = 'id';
