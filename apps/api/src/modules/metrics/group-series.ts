import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { bucketOf } from './tiers';

/** Impact history series of a network group (spec 000 §7), from impact_history (ts in epoch ms). */
const AGGREGATES: Record<string, string> = {
  Total: 'avg(total)',
  Impacted: 'avg(impacted)',
  // The peak share in the bucket: a short outage must not be averaged away.
  maxperc: 'max(percent)',
  threshold: 'avg(threshold)',
};
export const GROUP_SERIES_LABELS: Record<string, string> = {
  Total: 'Total Count',
  Impacted: 'Impacted Count',
  maxperc: 'Impacted Percent',
  threshold: 'Network Event Threshold',
};

/** A group by its key `NETWORK_TYPE:name`, or by its bare name when that is unambiguous. */
export async function findGroup(db: Kysely<DB>, group: string): Promise<{ id: number; key: string }> {
  const at = group.indexOf(':');
  const byKey = at > 0 ? sql`network_type = ${group.slice(0, at)} AND name = ${group.slice(at + 1)}` : sql`false`;
  const { rows } = await sql<{ id: number; key: string; exact: boolean }>`
    SELECT id, network_type || ':' || name AS key, (${byKey}) AS exact FROM device_groups
     WHERE (${byKey}) OR name = ${group} ORDER BY exact DESC, id LIMIT 2`.execute(db);
  if (rows.length === 0) throw notFound(`group '${group}' not found`);
  if (!rows[0].exact && rows.length > 1) throw badRequest(`filter_expression: group '${group}' is ambiguous; use NETWORK_TYPE:name`);
  return rows[0];
}

export async function readGroupBuckets(db: Kysely<DB>, groupId: number, names: readonly string[], start: number, end: number, period: number) {
  for (const n of names)
    if (!AGGREGATES[n]) throw badRequest(`filter_expression: unknown group series '${n}' (${Object.keys(AGGREGATES).join(', ')})`);
  const origin = bucketOf(0, period);
  const tsS = sql`(ts / 1000)`;
  const bucket = period === 0 ? tsS : sql`(${origin}::bigint + floor((${tsS} - ${origin}) / ${period}::float8)::bigint * ${period})`;
  const cols = sql.join(names.map((n) => sql`${sql.raw(AGGREGATES[n])}::float8 AS ${sql.ref(n)}`));
  const { rows } = await sql<Record<string, number>>`
    SELECT ${bucket}::float8 AS bucket, ${cols} FROM impact_history
     WHERE group_id = ${groupId} AND ts >= ${start * 1000}::bigint AND ts < ${end * 1000}::bigint
     GROUP BY 1 ORDER BY 1`.execute(db);
  return rows;
}
