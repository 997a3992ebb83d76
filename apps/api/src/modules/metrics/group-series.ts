import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { GROUP_AGGREGATES, selectGroupBuckets, selectGroupCandidates } from './group-series-repository';

export const GROUP_SERIES_LABELS: Record<string, string> = {
  Total: 'Total Count',
  Impacted: 'Impacted Count',
  maxperc: 'Impacted Percent',
  threshold: 'Network Event Threshold',
};

/** A group by its key `NETWORK_TYPE:name`, or by its bare name when that is unambiguous. */
export async function findGroup(db: Kysely<DB>, group: string): Promise<{ id: number; key: string }> {
  const rows = await selectGroupCandidates(db, group);
  if (rows.length === 0) throw notFound(`group '${group}' not found`);
  if (!rows[0].exact && rows.length > 1) throw badRequest(`filter_expression: group '${group}' is ambiguous; use NETWORK_TYPE:name`);
  return rows[0];
}

export async function readGroupBuckets(db: Kysely<DB>, groupId: number, names: readonly string[], start: number, end: number, period: number) {
  for (const n of names)
    if (!GROUP_AGGREGATES[n]) throw badRequest(`filter_expression: unknown group series '${n}' (${Object.keys(GROUP_AGGREGATES).join(', ')})`);
  return selectGroupBuckets(db, groupId, names, start, end, period);
}
