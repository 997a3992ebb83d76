import type { FieldDef, FieldTable } from '@nms/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../schema';
import { badRequest } from '../../lib/http-error';
import { countWithinBudget } from '../count-budget';
import { decodeCursor, encodeCursor, fingerprint, type Seek } from './cursor';
import { keyedRows, rowsFrom, seekOf, type KeyedRow, type KeyWalk, type Ordering, type Table } from './keyset';
import { LANDMARK_MIN_OFFSET, Landmarks } from './landmarks';

export interface ListRequest {
  where: RawBuilder<SqlBool>;
  sort: string;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
  /** The client's `search_after`: the nextCursor of the page before this one (then `offset` is this page's first row). */
  searchAfter?: string;
  /** The route takes `search_after`: the answer carries `nextCursor` (routes without it never offer one). */
  cursors?: boolean;
  /** An exact total known elsewhere (e.g. an in-memory index): used as is, skipping the count and the estimate. */
  knownTotal?: () => number | undefined;
  /** A cheaper road to the rows when the list is sorted by its key (the devices' name contains-search). */
  walk?: KeyWalk;
  /** A cheaper statement giving the same capped count (at most EXACT_TOTAL_LIMIT + 1) as the filter's. */
  count?: RawBuilder<{ total: number }>;
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
 * The statements of a page: its rows and one more (whether a next page exists), read keys first
 * (keyedRows), the capped count, and the planner's estimate shown past the cap. The key is the
 * tie-breaker in the same direction as the sort, so each (column, key) index serves the
 * ORDER BY ... LIMIT directly. Exposed so the benchmark runs exactly these raw.
 */
export function pagedStatements(table: Table, fields: FieldTable, key: string, req: ListRequest) {
  const sort = sortField(fields, req.sort);
  const order: Ordering = { table, column: sort.column, key, desc: req.order === 'desc' };
  return {
    // What pageRows runs for a page below LANDMARK_MIN_OFFSET (or any page seen first, as OFFSET).
    page: keyedRows(order, selectList(fields), req.where, req.limit + 1, req.offset),
    count:
      req.count ??
      sql<{ total: number }>`SELECT count(*)::int AS total
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
  /** The `search_after` of the next page, when there is one and the route takes cursors. */
  nextCursor?: string;
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

/** Row positions of every list this process served (see Landmarks): shared by all callers. */
export const landmarks = new Landmarks();

/**
 * A page of a list, identical to `ORDER BY sort, key OFFSET offset LIMIT limit` on the data as it
 * stands, but seeking by key where it can: from the client's cursor (`search_after`), else from
 * the nearest remembered position before `offset` (a deep page walks only the rows after it).
 */
export async function pagedList(db: Kysely<DB>, table: Table, fields: FieldTable, key: string, req: ListRequest): Promise<Page> {
  const sort = sortField(fields, req.sort);
  const walk = sort.column === key ? req.walk : undefined;
  const order: Ordering = { table, column: sort.column, key, desc: req.order === 'desc', walk };
  const compiled = req.where.compile(db);
  const list = `${table}|${sort.column}|${req.order}|${compiled.sql}|${JSON.stringify(compiled.parameters)}`;
  const id = req.searchAfter !== undefined || req.cursors ? fingerprint(list) : '';
  const rows = req.limit === 0 ? [] : await pageRows(db, order, fields, req, list, id);
  const known = req.knownTotal?.();
  let statements: ReturnType<typeof pagedStatements> | undefined;
  const stmt = () => (statements ??= pagedStatements(table, fields, key, req));
  const total: Total =
    known !== undefined
      ? { total: known, totalRelation: 'eq' }
      : await resolveTotal(
          req,
          rows.length,
          async () => planRows((await stmt().estimate.execute(db)).rows),
          () => countWithinBudget(db, stmt().count, list),
        );
  const page: Page = { data: rows.slice(0, req.limit).map(withoutSeek), ...total };
  if (req.cursors && rows.length > req.limit) page.nextCursor = encodeCursor(seekOf(rows[req.limit - 1]), id);
  return page;
}

const withoutSeek = ({ __sv: _v, __sk: _k, ...row }: KeyedRow): Record<string, unknown> => row;

/** The page's rows and one more, remembering where the page and the next one start. */
async function pageRows(db: Kysely<DB>, order: Ordering, fields: FieldTable, req: ListRequest, list: string, id: string): Promise<KeyedRow[]> {
  const select = selectList(fields);
  // A client's cursor is trusted for its own pages only: it never becomes a shared landmark.
  if (req.searchAfter !== undefined) {
    const seek = decodeCursor(req.searchAfter, id);
    // A hand-made cursor whose value the sort column's type refuses is the client's mistake.
    return rowsFrom(db, order, select, req.where, seek, 0, req.limit + 1).catch((err: { code?: string; message?: string }) => {
      if (err?.code?.startsWith('22')) throw badRequest(`search_after: ${err.message ?? 'a value the sort field does not take'}`);
      throw err;
    });
  }
  const mark = landmarks.nearest(list, req.offset);
  const from: Seek | undefined = mark?.seek;
  const at = mark?.at ?? Date.now();
  const skip = req.offset - (mark?.offset ?? 0);
  let rows: KeyedRow[];
  if (skip === 0) rows = await rowsFrom(db, order, select, req.where, from, 0, req.limit + 1);
  else if (skip >= LANDMARK_MIN_OFFSET) {
    // A long walk reads only sort values and keys (an index-only scan when the filter allows:
    // 39 ms where whole rows took 330 ms for 90,000 devices), then seeks the page from its end.
    const [before] = await rowsFrom(db, order, undefined, req.where, from, skip - 1, 1);
    if (!before) return [];
    landmarks.remember(list, { offset: req.offset, seek: seekOf(before), at });
    rows = await rowsFrom(db, order, select, req.where, seekOf(before), 0, req.limit + 1);
  } else {
    // One row more in front: the row before the page, so a repeat of this jump starts right here.
    const got = await rowsFrom(db, order, select, req.where, from, skip - 1, req.limit + 2);
    if (got.length > 0) landmarks.remember(list, { offset: req.offset, seek: seekOf(got[0]), at });
    rows = got.slice(1);
  }
  if (rows.length > req.limit) landmarks.remember(list, { offset: req.offset + req.limit, seek: seekOf(rows[req.limit - 1]), at });
  return rows;
}
