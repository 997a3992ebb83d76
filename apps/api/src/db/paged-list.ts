import type { FieldDef, FieldTable } from '@nms/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from './schema';
import { badRequest } from '../lib/http-error';

export interface ListRequest {
  where: RawBuilder<SqlBool>;
  sort: string;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

const selectLists = new WeakMap<FieldTable, RawBuilder<unknown>>();

/**
 * `"col" AS "apiName"` for every field of the table, so rows leave in the API's own names.
 * Built once per table: it is the same 85-column fragment on every request.
 */
export function selectList(fields: FieldTable): RawBuilder<unknown> {
  let list = selectLists.get(fields);
  if (!list) selectLists.set(fields, (list = sql.join(fields.map((f) => sql`${sql.ref(f.column)} AS ${sql.id(f.name)}`))));
  return list;
}

/** The sort field must be a field of the entity; anything else is the caller's mistake (400). */
export function sortField(fields: FieldTable, name: string): FieldDef {
  const field = fields.find((f) => f.name === name);
  if (!field || field.type === 'textArray') throw badRequest(`sort: unknown sort field '${name}'`);
  return field;
}

/** The SQL column of an allow-listed sort field (API name -> column); anything else is a 400 naming sort. */
export function sortColumn(columns: Readonly<Record<string, string>>, sort: string): string {
  if (!Object.hasOwn(columns, sort)) throw badRequest(`sort: unknown sort field '${sort}' (${Object.keys(columns).join(', ')})`);
  return columns[sort];
}

type Table = 'devices' | 'alerts' | 'syslog_messages';

/**
 * Totals are exact up to this many matches. Past it `total` is a true lower bound and the
 * answer says `totalRelation: 'gte'` (Elasticsearch's hits.total.relation): an exact count of a
 * million matching rows costs more than the page and nobody pages that far. 5,000 keeps the
 * capped count of a broad filter under ~15 ms on PGlite at 100k devices (bench/README.md).
 */
export const EXACT_TOTAL_LIMIT = 5_000;
/**
 * When the planner expects this many matches, the answer adds its estimate (`totalEstimate`) so
 * the pager can say 'about N' where '5001+' would understate by an order of magnitude. Below it
 * the lower bound alone is shown: a planner estimate can be far off (7,919 for 5,185 real rows).
 */
export const ESTIMATE_SHOWN_ABOVE = 10 * EXACT_TOTAL_LIMIT;
/**
 * The capped count may take this long; past it the total is the rows the page has seen ('gte').
 * A filter no index serves (NOT state:5 over 1M devices) scans the table to find 5,001 matches:
 * 140 ms for a count whose page took 0.3 ms. The page, not its count, is what the operator waits for.
 */
export const COUNT_BUDGET_MS = 20;
const QUERY_CANCELED = '57014';

/**
 * The statements of a page: its rows and one more (whether a next page exists), the capped
 * count, and the planner's estimate shown past the cap. The key is the tie-breaker in the same
 * direction as the sort, so each (column, key) index serves the ORDER BY ... LIMIT directly.
 * Exposed so the benchmark runs exactly these raw.
 */
export function pagedStatements(table: Table, fields: FieldTable, key: string, req: ListRequest) {
  const sort = sortField(fields, req.sort);
  const dir = sql.raw(req.order === 'desc' ? 'DESC' : 'ASC');
  const order = sort.column === key ? sql`${sql.ref(key)} ${dir}` : sql`${sql.ref(sort.column)} ${dir}, ${sql.ref(key)} ${dir}`;
  return {
    page: sql<Record<string, unknown>>`SELECT ${selectList(fields)} FROM ${sql.table(table)}
      WHERE ${req.where} ORDER BY ${order} LIMIT ${req.limit + 1} OFFSET ${req.offset}`,
    count: sql<{ total: number }>`SELECT count(*)::int AS total
      FROM (SELECT 1 FROM ${sql.table(table)} WHERE ${req.where} LIMIT ${EXACT_TOTAL_LIMIT + 1}) AS capped`,
    estimate: sql<{ 'QUERY PLAN': unknown }>`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${sql.table(table)} WHERE ${req.where}`,
  };
}

/** Plan Rows of an EXPLAIN (FORMAT JSON) answer (pg parses the json; PGlite may give text). */
export function planRows(rows: Array<{ 'QUERY PLAN': unknown }>): number {
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: { 'Plan Rows': number } }>;
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}

export interface Page {
  data: Record<string, unknown>[];
  /** Exact when `totalRelation` is 'eq'; otherwise at least this many rows match. */
  total: number;
  totalRelation: 'eq' | 'gte';
  /** The planner's guess at all matches, only past ESTIMATE_SHOWN_ABOVE and never used for paging. */
  totalEstimate?: number;
}

type Total = Pick<Page, 'total' | 'totalRelation' | 'totalEstimate'>;

/**
 * The total of a page, doing the least work that answers it truthfully: a page with nothing
 * after it is its own count; otherwise the capped count decides. Past the cap, or when the count
 * runs out of time, `total` is the rows known to exist (so every page the pager offers has rows)
 * and a huge planner estimate rides along as `totalEstimate`. `fetched` includes the one row the
 * page statement reads past the page. Shared with the benchmark so its SQL floor runs exactly
 * the statements the API runs.
 */
export async function resolveTotal(
  req: Pick<ListRequest, 'offset' | 'limit'>,
  fetched: number,
  estimate: () => Promise<number>,
  /** undefined when the count ran out of its time budget. */
  count: () => Promise<number | undefined>,
): Promise<Total> {
  const rowCount = Math.min(fetched, req.limit);
  const more = fetched > req.limit;
  if (req.limit > 0 && !more && (rowCount > 0 || req.offset === 0)) {
    return { total: req.offset + rowCount, totalRelation: 'eq' };
  }
  // An empty page past the end proves nothing about the rows before it.
  const known = rowCount > 0 ? req.offset + rowCount + (more ? 1 : 0) : 0;
  let counted = 0;
  if (known <= EXACT_TOTAL_LIMIT) {
    const exact = await count();
    if (exact !== undefined && exact <= EXACT_TOTAL_LIMIT) return { total: exact, totalRelation: 'eq' };
    counted = exact ?? 0;
  }
  const total = Math.max(known, counted);
  const estimated = await estimate();
  return estimated >= ESTIMATE_SHOWN_ABOVE && estimated > total
    ? { total, totalRelation: 'gte', totalEstimate: estimated }
    : { total, totalRelation: 'gte' };
}

export async function pagedList(db: Kysely<DB>, table: Table, fields: FieldTable, key: string, req: ListRequest): Promise<Page> {
  const { page, count, estimate } = pagedStatements(table, fields, key, req);
  const rows = req.limit === 0 ? [] : (await page.execute(db)).rows;
  const total = await resolveTotal(
    req,
    rows.length,
    async () => planRows((await estimate.execute(db)).rows),
    () => countWithinBudget(db, count),
  );
  return { data: rows.slice(0, req.limit), ...total };
}

/**
 * One statement setting the count's budget for its transaction. Without parallel workers the
 * timeout cancels on time; a parallel scan took 15-20 ms more to wind its workers down.
 */
export const COUNT_BUDGET_SETTINGS = `SELECT set_config('statement_timeout', '${COUNT_BUDGET_MS}', true), set_config('max_parallel_workers_per_gather', '0', true)`;

/** The capped count under a statement timeout (the transaction scopes the setting). */
export async function countWithinBudget(db: Kysely<DB>, count: RawBuilder<{ total: number }>): Promise<number | undefined> {
  try {
    return await db.transaction().execute(async (trx) => {
      await sql.raw(COUNT_BUDGET_SETTINGS).execute(trx);
      return (await count.execute(trx)).rows[0]?.total ?? 0;
    });
  } catch (err) {
    if ((err as { code?: string }).code === QUERY_CANCELED) return undefined;
    throw err;
  }
}
