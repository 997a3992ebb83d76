import type { FieldDef, FieldTable } from '@nms/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest } from '../../lib/http-error';

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

type Table = 'devices' | 'alerts';

/**
 * Totals are exact up to this many matches. Past it the answer carries the planner's estimate
 * and `totalRelation: 'gte'` (as Elasticsearch's track_total_hits): an exact count of a
 * million matching rows costs more than the page and nobody pages that far. 5,000 keeps the
 * capped count of a broad filter under ~15 ms on PGlite at 100k devices (bench/README.md).
 */
export const EXACT_TOTAL_LIMIT = 5_000;
/** When the planner expects this many matches, even the capped count is skipped. */
export const ESTIMATE_ONLY_ABOVE = 10 * EXACT_TOTAL_LIMIT;
/**
 * The capped count may take this long; past it the total is the planner's estimate ('gte').
 * A filter no index serves (NOT state:5 over 1M devices) scans the table to find 5,001 matches:
 * 140 ms for a count whose page took 0.3 ms. The page, not its count, is what the operator waits for.
 */
export const COUNT_BUDGET_MS = 20;
const QUERY_CANCELED = '57014';

/**
 * The statements of a page: its rows, the capped count, and the estimate used past the cap.
 * The key is the tie-breaker in the same direction as the sort, so each (column, key) index
 * serves the ORDER BY ... LIMIT directly. Exposed so the benchmark runs exactly these raw.
 */
export function pagedStatements(table: Table, fields: FieldTable, key: string, req: ListRequest) {
  const sort = sortField(fields, req.sort);
  const dir = sql.raw(req.order === 'desc' ? 'DESC' : 'ASC');
  const order =
    sort.column === key ? sql`${sql.ref(key)} ${dir}` : sql`${sql.ref(sort.column)} ${dir}, ${sql.ref(key)} ${dir}`;
  return {
    page: sql<Record<string, unknown>>`SELECT ${selectList(fields)} FROM ${sql.table(table)}
      WHERE ${req.where} ORDER BY ${order} LIMIT ${req.limit} OFFSET ${req.offset}`,
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
  total: number;
  totalRelation: 'eq' | 'gte';
}

/**
 * The total of a page, doing the least work that answers it: a short page is its own count; a
 * match the planner expects to be huge is estimated; otherwise the capped count decides.
 * Shared with the benchmark so its SQL floor runs exactly the statements the API runs.
 */
export async function resolveTotal(
  req: Pick<ListRequest, 'offset' | 'limit'>,
  rowCount: number,
  estimate: () => Promise<number>,
  /** undefined when the count ran out of its time budget. */
  count: () => Promise<number | undefined>,
): Promise<Pick<Page, 'total' | 'totalRelation'>> {
  if (req.limit > 0 && rowCount < req.limit && (rowCount > 0 || req.offset === 0)) {
    return { total: req.offset + rowCount, totalRelation: 'eq' };
  }
  const seen = req.offset + rowCount;
  const estimated = await estimate();
  if (estimated >= ESTIMATE_ONLY_ABOVE) return { total: Math.max(estimated, seen), totalRelation: 'gte' };
  const exact = await count();
  if (exact === undefined) return { total: Math.max(estimated, seen), totalRelation: 'gte' };
  if (exact <= EXACT_TOTAL_LIMIT) return { total: exact, totalRelation: 'eq' };
  return { total: Math.max(estimated, EXACT_TOTAL_LIMIT + 1, seen), totalRelation: 'gte' };
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
  return { data: rows, ...total };
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
