import {
  DEFAULT_DEVICES_QUERY,
  DEVICE_DEFAULT_FIELDS,
  DEVICE_FIELDS,
  SEVERITY,
  SEVERITY_NAMES,
  type PagedQuery,
  type SummaryCounts,
} from '@nms/contract';
import type { Kysely } from 'kysely';
import { EXACT_TOTAL_LIMIT, nameContainsWalk, pieceTotal, type ListRequest } from '../../db/paged-list';
import type { DB } from '../../db/schema';
import { compileLucene } from '../../query';
import { namePieces } from '../../query/search-contains-gram';
import { indexSummary, type DeviceIndex } from '../device-index';
import { devicePage, selectStateCounts, stateCountsStatement, type StateCount } from './repository';

export const DEFAULT_LIMIT = 100;

const where = (query: string | undefined) =>
  compileLucene(query?.trim() ? query : DEFAULT_DEVICES_QUERY, { fields: DEVICE_FIELDS, defaultFields: DEVICE_DEFAULT_FIELDS });

export function deviceListRequest(q: PagedQuery): ListRequest {
  const sort = q.sort || 'name';
  const query = q.query?.trim() ? q.query : DEFAULT_DEVICES_QUERY;
  // Compiled first: a bad query is the compiler's 400 whatever the walk would have said.
  const condition = where(q.query);
  // Sorted by name, a query that requires a name piece (`name:*etr*`) reads that piece's names in
  // name order, as many as the page needs (db/paged-list/name-contains-walk.ts); others walk the sort index.
  // `name:*etr*` alone: the piece's list is its matches, and counts them (any sort).
  const { gram, exact } = namePieces(query, DEVICE_DEFAULT_FIELDS);
  return {
    where: condition,
    sort,
    order: q.order ?? 'asc',
    offset: q.offset ?? 0,
    limit: q.limit ?? DEFAULT_LIMIT,
    searchAfter: q.search_after,
    cursors: true,
    walk: gram === undefined || sort !== 'name' ? undefined : nameContainsWalk(gram),
    count: exact === undefined ? undefined : pieceTotal(exact, condition, EXACT_TOTAL_LIMIT + 1),
  };
}

/**
 * A page of devices. The device index, when it can evaluate the query, gives the exact total
 * in memory, so SQL reads only the page (no capped count, no estimate).
 */
export async function listDevices(db: Kysely<DB>, q: PagedQuery, index?: DeviceIndex) {
  const req = deviceListRequest(q);
  const found = await index?.matcher(q.query?.trim() ? q.query : DEFAULT_DEVICES_QUERY);
  return devicePage(db, found ? { ...req, knownTotal: () => found.match.bits().count() } : req);
}

/** The statement deviceSummary runs for a query (the benchmarks time it raw). */
export const summaryStatement = (query: string | undefined) => stateCountsStatement(where(query));

/** Folds (state, count) rows into the summary; states outside 1..5 count only in the total. */
export function stateCounts(rows: Iterable<StateCount>): SummaryCounts {
  const counts: SummaryCounts = { total: 0, critical: 0, major: 0, minor: 0, unknown: 0, normal: 0 };
  for (const { state, n } of rows) {
    counts.total += n;
    const name = SEVERITY_NAMES.find((k) => SEVERITY[k] === state);
    if (name) counts[name] += n;
  }
  return counts;
}

/**
 * Counts of matching devices per state: from the device index when it can evaluate the query
 * (no row visited), else by SQL. The query is compiled first either way, so a bad one is the
 * same 400 whichever answers.
 */
export async function deviceSummary(db: Kysely<DB>, query: string | undefined, index?: DeviceIndex): Promise<SummaryCounts> {
  const condition = where(query);
  const fromIndex = await indexSummary(index, query?.trim() ? query : DEFAULT_DEVICES_QUERY);
  return fromIndex ?? stateCounts(await selectStateCounts(db, condition));
}
