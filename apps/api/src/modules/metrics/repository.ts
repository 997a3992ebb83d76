import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { DAILY, MAX_SPAN, MINUTE, RAW, TIERS, WEEKLY, bucketOf, chunkOf, spanOf, tierForPeriod, type Retention, type Tier } from './tiers';

/** Metric storage: series, chunk writes, rollups, retention and windowed reads, all in SQL. */

export interface ChunkRow {
  seriesId: number;
  tier: number;
  t0: number;
  values: ReadonlyArray<number | null>;
}

/** Creates the series (device, metric) that do not exist yet; answers every requested id. */
export async function ensureSeries(db: Kysely<DB>, pairs: ReadonlyArray<{ device: string; metric: string }>) {
  if (pairs.length === 0) return [];
  const devices = pairs.map((p) => p.device);
  const metrics = pairs.map((p) => p.metric);
  await sql`
    INSERT INTO metric_series (device_name, metric)
    SELECT * FROM unnest(${devices}::text[], ${metrics}::text[])
    ON CONFLICT (device_name, metric) DO NOTHING`.execute(db);
  const { rows } = await sql<{ id: number; device_name: string; metric: string }>`
    SELECT s.id, s.device_name, s.metric FROM metric_series s
      JOIN unnest(${devices}::text[], ${metrics}::text[]) AS p(d, m) ON s.device_name = p.d AND s.metric = p.m`.execute(db);
  return rows;
}

/** The stored metrics a device has series of (what its graphs can draw). */
export async function seriesNamesOf(db: Kysely<DB>, device: string): Promise<string[]> {
  const { rows } = await sql<{ metric: string }>`SELECT metric FROM metric_series WHERE device_name = ${device} ORDER BY metric`.execute(db);
  return rows.map((r) => r.metric);
}

/** Sets the value of `ts`'s slot in tier `t` for many series at once (upsert of the chunk). */
export async function writeSlot(db: Kysely<DB>, t: Tier, ts: number, ids: readonly number[], values: readonly number[]): Promise<void> {
  const { t0, slot } = chunkOf(t, ts);
  await sql`
    INSERT INTO metric_chunks (series_id, tier, t0, v)
    SELECT s, ${t.tier}::int2, ${t0}::bigint, array_fill(NULL::real, ARRAY[${slot}::int]) || x::real
      FROM unnest(${[...ids]}::int[], ${[...values]}::float8[]) AS u(s, x)
    ON CONFLICT (series_id, tier, t0) DO UPDATE SET v[${slot + 1}::int] = excluded.v[${slot + 1}::int]`.execute(db);
}

/**
 * Rolls the finer tier up into the coarser one for the bucket holding `ts`: today's daily
 * average from today's samples, this week's average from its daily values; with `fromMinutes`,
 * first the 15-minute sample from its minutes (the poller's series). A feed calls this after
 * each write, as the simulator and the poller do.
 */
export async function rollup(db: Kysely<DB>, ts: number, seriesIds?: readonly number[], fromMinutes = false): Promise<void> {
  if (fromMinutes) await rollupInto(db, MINUTE, RAW, ts, seriesIds);
  await rollupInto(db, RAW, DAILY, ts, seriesIds);
  await rollupInto(db, DAILY, WEEKLY, ts, seriesIds);
}

async function rollupInto(db: Kysely<DB>, fine: Tier, coarse: Tier, ts: number, seriesIds?: readonly number[]) {
  const only = seriesIds ? sql`AND c.series_id = ANY(${[...seriesIds]}::int[])` : sql``;
  const { t0, slot } = chunkOf(coarse, ts);
  const from = t0 + slot * coarse.step;
  const to = from + coarse.step;
  await sql`
    INSERT INTO metric_chunks (series_id, tier, t0, v)
    SELECT c.series_id, ${coarse.tier}::int2, ${t0}::bigint, array_fill(NULL::real, ARRAY[${slot}::int]) || avg(u.x)::real
      FROM metric_chunks c CROSS JOIN LATERAL unnest(c.v) WITH ORDINALITY AS u(x, i)
     WHERE c.tier = ${fine.tier} AND c.t0 > ${from - spanOf(fine)}::bigint AND c.t0 < ${to}::bigint
       AND c.t0 + (u.i - 1) * ${fine.step} >= ${from} AND c.t0 + (u.i - 1) * ${fine.step} < ${to} AND u.x IS NOT NULL ${only}
     GROUP BY c.series_id
    ON CONFLICT (series_id, tier, t0) DO UPDATE SET v[${slot + 1}::int] = excluded.v[${slot + 1}::int]`.execute(db);
}

/** Drops chunks wholly older than each tier's retention; answers how many went. */
export async function applyRetention(db: Kysely<DB>, nowS: number, r: Retention): Promise<number> {
  const today = chunkOf(RAW, nowS).t0;
  const keep = [today - (r.rawDays - 1) * 86_400, today - r.dailyDays * 86_400, today - r.weeklyDays * 86_400];
  const keepMinutes = today - ((r.minuteDays ?? 2) - 1) * 86_400;
  const { numAffectedRows } = await sql`
    DELETE FROM metric_chunks WHERE
       (tier = 0 AND t0 + ${spanOf(RAW)} <= ${keep[0]}) OR (tier = 1 AND t0 + ${spanOf(DAILY)} <= ${keep[1]})
    OR (tier = 2 AND t0 + ${spanOf(WEEKLY)} <= ${keep[2]}) OR (tier = 3 AND t0 + ${spanOf(MINUTE)} <= ${keepMinutes})`.execute(db);
  return Number(numAffectedRows ?? 0);
}

export interface BucketValue {
  metric: string;
  bucket: number;
  value: number;
}

/**
 * Averages of a device's series per period bucket over [start, end), in SQL. The period's tier
 * answers; buckets it no longer keeps come from the next coarser tier (older data is coarser).
 */
export async function readDeviceBuckets(
  db: Kysely<DB>,
  device: string,
  metrics: readonly string[],
  start: number,
  end: number,
  period: number,
): Promise<BucketValue[]> {
  const first = tierForPeriod(period).step;
  const tiers = TIERS.filter((t) => t.step >= first);
  const steps = sql.join(tiers.map((t) => sql`(${t.tier}::int2, ${t.step}::bigint)`));
  const origin = period === 604_800 ? bucketOf(0, period) : 0;
  const bucket = period === 0 ? sql`p.ts` : sql`(${origin}::bigint + floor((p.ts - ${origin}) / ${period}::float8)::bigint * ${period})`;
  // Finer tiers hold the recent past, coarser ones the older past: a coarser sample counts only
  // where it ends before the finer tiers' first sample of that metric, so a window never mixes a
  // minute sample with the 15-minute average around it. A bucket then takes the finest tier left.
  const { rows } = await sql<BucketValue>`
    WITH p AS (
      SELECT s.metric, st.step, c.t0 + (u.i - 1) * st.step AS ts, u.x
        FROM metric_series s
        JOIN metric_chunks c ON c.series_id = s.id
        JOIN (VALUES ${steps}) AS st(tier, step) ON st.tier = c.tier
        CROSS JOIN LATERAL unnest(c.v) WITH ORDINALITY AS u(x, i)
       WHERE s.device_name = ${device} AND s.metric = ANY(${[...metrics]}::text[])
         AND c.t0 > ${start - MAX_SPAN}::bigint AND c.t0 < ${end}::bigint AND u.x IS NOT NULL
    ), edges AS (
      SELECT metric, step, min(ts) AS first FROM p WHERE ts >= ${start} AND ts < ${end} GROUP BY 1, 2
    ), b AS (
      SELECT p.metric, p.step, ${bucket} AS bucket, avg(p.x) AS value
        FROM p WHERE p.ts >= ${start} AND p.ts < ${end}
         AND NOT EXISTS (SELECT 1 FROM edges e WHERE e.metric = p.metric AND e.step < p.step AND p.ts + p.step > e.first)
       GROUP BY 1, 2, 3
    )
    SELECT DISTINCT ON (metric, bucket) metric, bucket::float8 AS bucket, value::float8 AS value
      FROM b ORDER BY metric, bucket, step`.execute(db);
  return rows;
}

export interface DeviceBrief {
  name: string;
  class_name: string | null;
  product_category: string | null;
  nocid: string | null;
  simulated: boolean;
}

/** What a chart needs of its device (label units, title); undefined when there is no such device. */
export async function selectDeviceBrief(db: Kysely<DB>, name: string): Promise<DeviceBrief | undefined> {
  const { rows } = await sql<DeviceBrief>`
    SELECT name, class_name, product_category, nocid, simulated FROM devices WHERE name = ${name}`.execute(db);
  return rows[0];
}
