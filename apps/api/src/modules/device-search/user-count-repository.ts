import type { UserCountPoint } from '@nms/simulator';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { chunkOf, spanOf } from '../metrics';
import { USER_COUNT_TIERS, keptFrom, resolution, tierOfStep } from './user-count-tiers';

/** VPN user counts in SQL: chunked tier writes, retention and windowed, bucketed reads. */

interface Slot {
  stackId: number;
  deviceId: number;
  tier: number;
  t0: number;
  slot: number;
  value: number;
}

const slotsOf = (points: readonly UserCountPoint[]): Slot[] =>
  points.flatMap((p) => {
    const t = tierOfStep(p.step);
    return t ? [{ stackId: p.stackId, deviceId: p.deviceId, tier: t.tier, ...chunkOf(t, p.ts), value: p.value }] : [];
  });

/** Sets each point's slot in its chunk (creating the chunk, padded with nulls, when new). */
export async function writeUserCounts(db: Kysely<DB>, points: readonly UserCountPoint[]): Promise<void> {
  const slots = slotsOf(points);
  for (let i = 0; i < slots.length; i += 5000) {
    const part = slots.slice(i, i + 5000);
    const col = <K extends keyof Slot>(k: K) => part.map((s) => s[k]);
    await sql`
      INSERT INTO em7_user_counts (stack_id, device_id, tier, t0, v)
      SELECT s, d, t, c, array_fill(NULL::real, ARRAY[i]) || x::real
        FROM unnest(${col('stackId')}::int[], ${col('deviceId')}::int[], ${col('tier')}::int2[], ${col('t0')}::int8[],
                    ${col('slot')}::int[], ${col('value')}::float8[]) AS u(s, d, t, c, i, x)
      ON CONFLICT (stack_id, device_id, tier, t0)
      DO UPDATE SET v[cardinality(excluded.v)] = excluded.v[cardinality(excluded.v)]`.execute(db);
  }
}

/** Bulk variant for devices without history: whole chunks, one row each. */
export async function insertUserCountHistory(db: Kysely<DB>, points: readonly UserCountPoint[]): Promise<void> {
  const chunks = new Map<string, { s: number; d: number; t: number; c: number; v: Array<number | null> }>();
  for (const p of slotsOf(points)) {
    const key = `${p.stackId}|${p.deviceId}|${p.tier}|${p.t0}`;
    const chunk = chunks.get(key) ?? { s: p.stackId, d: p.deviceId, t: p.tier, c: p.t0, v: [] };
    while (chunk.v.length < p.slot) chunk.v.push(null);
    chunk.v[p.slot] = p.value;
    chunks.set(key, chunk);
  }
  const rows = [...chunks.values()];
  for (let i = 0; i < rows.length; i += 2000) {
    const part = rows.slice(i, i + 2000);
    await sql`
      INSERT INTO em7_user_counts (stack_id, device_id, tier, t0, v)
      SELECT s, d, t, c, v::real[] FROM unnest(${part.map((r) => r.s)}::int[], ${part.map((r) => r.d)}::int[], ${part.map((r) => r.t)}::int2[],
                                              ${part.map((r) => r.c)}::int8[], ${part.map((r) => `{${r.v.map((x) => x ?? 'NULL').join(',')}}`)}::text[]) AS u(s, d, t, c, v)
      ON CONFLICT DO NOTHING`.execute(db);
  }
}

/** Drops chunks wholly older than their tier keeps. */
export async function pruneUserCounts(db: Kysely<DB>, nowS: number): Promise<void> {
  const [raw, hourly, daily] = USER_COUNT_TIERS;
  await sql`
    DELETE FROM em7_user_counts WHERE
       (tier = 0 AND t0 + ${spanOf(raw)} <= ${keptFrom(raw, nowS)}) OR (tier = 1 AND t0 + ${spanOf(hourly)} <= ${keptFrom(hourly, nowS)})
    OR (tier = 2 AND t0 + ${spanOf(daily)} <= ${keptFrom(daily, nowS)})`.execute(db);
}

export interface UserCountBucket {
  /** Bucket start, epoch seconds. */
  ts: number;
  value: number;
}

/** The device's counts in [start, end] (epoch seconds), at most MAX_POINTS buckets, oldest first; a bucket is labelled by its first value's time. */
export async function readUserCounts(
  db: Kysely<DB>,
  stackId: number,
  deviceId: number,
  start: number,
  end: number,
  nowS: number,
): Promise<UserCountBucket[]> {
  const { tier, bucket } = resolution(start, end, nowS);
  const { rows } = await sql<UserCountBucket>`
    SELECT min(p.ts)::float8 AS ts, round(avg(p.x)::numeric, 1)::float8 AS value FROM (
      SELECT c.t0 + (u.i - 1) * ${tier.step} AS ts, u.x
        FROM em7_user_counts c CROSS JOIN LATERAL unnest(c.v) WITH ORDINALITY AS u(x, i)
       WHERE c.stack_id = ${stackId} AND c.device_id = ${deviceId} AND c.tier = ${tier.tier}
         AND c.t0 > ${start - spanOf(tier)}::bigint AND c.t0 <= ${end}::bigint AND u.x IS NOT NULL
         AND c.t0 + (u.i - 1) * ${tier.step} BETWEEN ${start}::bigint AND ${end}::bigint
    ) p GROUP BY floor(p.ts / ${bucket}::float8) ORDER BY 1`.execute(db);
  return rows;
}
