import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { bucketOf } from './tiers';

/** Impact history series of a network group (spec 000 §7), from impact_history (ts in epoch ms). */
export const GROUP_AGGREGATES: Record<string, string> = {
  Total: 'avg(total)',
  Impacted: 'avg(impacted)',
  // The peak share in the bucket: a short outage must not be averaged away.
  maxperc: 'max(percent)',
  threshold: 'avg(threshold)',
};

/** At most two groups `group` may mean (its key `NETWORK_TYPE:name`, or its bare name), the exact key first. */
export async function selectGroupCandidates(db: Kysely<DB>, group: string) {
  const at = group.indexOf(':');
  const byKey = at > 0 ? sql`network_type = ${group.slice(0, at)} AND name = ${group.slice(at + 1)}` : sql`false`;
  const { rows } = await sql<{ id: number; key: string; exact: boolean }>`
    SELECT id, network_type || ':' || name AS key, (${byKey}) AS exact FROM device_groups
     WHERE (${byKey}) OR name = ${group} ORDER BY exact DESC, id LIMIT 2`.execute(db);
  return rows;
}

/**
 * A group's series per period bucket over [start, end): one row per bucket. `names` must be keys of
 * GROUP_AGGREGATES (group-series.ts checks them): their aggregates are written into the SQL as is.
 */
export async function selectGroupBuckets(db: Kysely<DB>, groupId: number, names: readonly string[], start: number, end: number, period: number) {
  const origin = bucketOf(0, period);
  const tsS = sql`(ts / 1000)`;
  const bucket = period === 0 ? tsS : sql`(${origin}::bigint + floor((${tsS} - ${origin}) / ${period}::float8)::bigint * ${period})`;
  const cols = sql.join(names.map((n) => sql`${sql.raw(GROUP_AGGREGATES[n])}::float8 AS ${sql.ref(n)}`));
  const { rows } = await sql<Record<string, number>>`
    SELECT ${bucket}::float8 AS bucket, ${cols} FROM impact_history
     WHERE group_id = ${groupId} AND ts >= ${start * 1000}::bigint AND ts < ${end * 1000}::bigint
     GROUP BY 1 ORDER BY 1`.execute(db);
  return rows;
}
