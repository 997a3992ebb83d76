import {
  DEFAULT_DEVICES_QUERY,
  DEVICE_DEFAULT_FIELDS,
  DEVICE_FIELDS,
  SEVERITY,
  SEVERITY_NAMES,
  type PagedQuery,
  type SummaryCounts,
} from '@nms/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { compileLucene } from '../../query';
import { pagedList, type ListRequest } from './paged-list';

export const DEFAULT_LIMIT = 100;

const where = (query: string | undefined) =>
  compileLucene(query?.trim() ? query : DEFAULT_DEVICES_QUERY, { fields: DEVICE_FIELDS, defaultFields: DEVICE_DEFAULT_FIELDS });

export const deviceListRequest = (q: PagedQuery): ListRequest => ({
  where: where(q.query),
  sort: q.sort || 'name',
  order: q.order ?? 'asc',
  offset: q.offset ?? 0,
  limit: q.limit ?? DEFAULT_LIMIT,
});

export const listDevices = (db: Kysely<DB>, q: PagedQuery) =>
  pagedList(db, 'devices', DEVICE_FIELDS, 'name', deviceListRequest(q));

export const summaryStatement = (query: string | undefined) =>
  sql<{ state: number | null; n: number }>`SELECT state, count(*)::int AS n FROM devices WHERE ${where(query)} GROUP BY state`;

/** Folds (state, count) rows into the summary; states outside 1..5 count only in the total. */
export function stateCounts(rows: Iterable<{ state: number | null; n: number }>): SummaryCounts {
  const counts: SummaryCounts = { total: 0, critical: 0, major: 0, minor: 0, unknown: 0, normal: 0 };
  for (const { state, n } of rows) {
    counts.total += n;
    const name = SEVERITY_NAMES.find((k) => SEVERITY[k] === state);
    if (name) counts[name] += n;
  }
  return counts;
}

/** Counts of matching devices per state. */
export async function deviceSummary(db: Kysely<DB>, query: string | undefined): Promise<SummaryCounts> {
  const { rows } = await summaryStatement(query).execute(db);
  return stateCounts(rows);
}
