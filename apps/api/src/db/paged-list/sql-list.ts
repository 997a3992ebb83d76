import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../schema';
import { countWithinBudget } from '../count-budget';
import { EXACT_TOTAL_LIMIT, planRows, resolveTotal, type Page } from './page';

/**
 * A list read from any FROM (a table, a join, a derived table): the lists that are not one of
 * the keyset tables (audit entries, PAM schedules, CMDB records, network events, EM7 events, NMC
 * lists, Cradlepoint). Their pages are OFFSET pages, but their totals follow the same rule as
 * every other list's (resolveTotal): exact up to EXACT_TOTAL_LIMIT, then a true lower bound
 * ('gte'), so every grid's pager reads 'N', 'N+' or 'about N' the same way.
 */
export interface SqlList {
  from: RawBuilder<unknown>;
  /** The columns, already in the answer's names. */
  select: RawBuilder<unknown>;
  where: RawBuilder<SqlBool>;
  /** A total order: it ends with a unique key, so two pages never overlap. */
  orderBy: RawBuilder<unknown>;
  offset: number;
  /** Every row from `offset` on when left out (a grid that filters in the browser). */
  limit?: number;
  /** An exact total kept elsewhere (a group's member count): used as is instead of counting. */
  knownTotal?: () => Promise<number>;
}

export type PageOf<T> = Omit<Page, 'data' | 'nextCursor'> & { data: T[] };

/** The statements of a list's page: its rows and one more (is there a next page?), the capped count, the estimate. */
export function sqlListStatements<T>(l: SqlList) {
  const limit = l.limit === undefined ? sql`` : sql`LIMIT ${l.limit + 1}`;
  return {
    page: sql<T>`SELECT ${l.select} FROM ${l.from} WHERE ${l.where} ORDER BY ${l.orderBy} ${limit} OFFSET ${l.offset}`,
    count: sql<{ total: number }>`SELECT count(*)::int AS total
      FROM (SELECT 1 FROM ${l.from} WHERE ${l.where} LIMIT ${EXACT_TOTAL_LIMIT + 1}) AS capped`,
    estimate: sql<{ 'QUERY PLAN': unknown }>`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${l.from} WHERE ${l.where}`,
  };
}

/** One page of the list and its total, counted no further than the page needs (resolveTotal). */
export async function sqlListPage<T>(db: Kysely<DB>, l: SqlList): Promise<PageOf<T>> {
  const s = sqlListStatements<T>(l);
  const rows = l.limit === 0 ? [] : (await s.page.execute(db)).rows;
  // Without a limit every row from the offset is the page: at least 1, so an empty one past the end is counted.
  const limit = l.limit ?? Math.max(rows.length, 1);
  const short = limit > 0 && rows.length <= limit && (rows.length > 0 || l.offset === 0);
  if (l.knownTotal && !short) {
    const known = await l.knownTotal();
    return { data: rows.slice(0, limit), total: Math.max(known, l.offset + Math.min(rows.length, limit)), totalRelation: 'eq' };
  }
  const total = await resolveTotal(
    { offset: l.offset, limit },
    rows.length,
    async () => planRows((await s.estimate.execute(db)).rows),
    () => countWithinBudget(db, s.count),
  );
  return { data: rows.slice(0, limit), ...total };
}

/**
 * Every row of the list in its order, `batch` at a time, at most `max` (a CSV export): each
 * batch one page of the list, so the export reads exactly what the pages show.
 */
export async function* sqlListBatches<T>(db: Kysely<DB>, l: Omit<SqlList, 'offset' | 'limit'>, max: number, batch = 1000) {
  for (let offset = 0; offset < max; offset += batch) {
    const take = Math.min(batch, max - offset);
    const { rows } = await sql<T>`SELECT ${l.select} FROM ${l.from} WHERE ${l.where}
      ORDER BY ${l.orderBy} LIMIT ${take} OFFSET ${offset}`.execute(db);
    if (rows.length > 0) yield rows;
    if (rows.length < take) return;
  }
}
