import type { TopAlertsRow } from '@nms/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';
import { HOUR, floorHour } from './hour-memo';

/**
 * Alerts (active and archived) created in [from, to) per hour start: integer arithmetic, no
 * timestamp per row; read through alerts_created_at_idx (index-only when there is no query).
 */
export const hourCountsStatement = (from: number, to: number, where: RawBuilder<SqlBool>) =>
  sql<{ hour: number; n: number }>`
    SELECT (created_at - created_at % 3600000)::float8 AS hour, count(*)::int AS n
      FROM alerts
     WHERE created_at >= CAST(${from} AS bigint) AND created_at < CAST(${to} AS bigint) AND (${where})
     GROUP BY 1`;

export const selectHourCounts = async (db: Kysely<DB>, from: number, to: number, where: RawBuilder<SqlBool>) =>
  (await hourCountsStatement(from, to, where).execute(db)).rows;

/**
 * Every alert created in [start, end) as (hour, n) rows from the counters the alert triggers keep
 * (migration 027): the window's whole hours are the folded base plus pending deltas, O(hours)
 * whatever the number of alerts; its ragged first and last hours (a window ending now starts and
 * ends mid-hour) are counted from alerts_created_at_idx, at most an hour of alerts each.
 */
function counterRows(start: number, end: number) {
  const firstWhole = floorHour(start + HOUR - 1);
  const endWhole = floorHour(end);
  // [from, to) whole hours read from the counters; with none inside, the window is all head.
  const [from, to] = endWhole > firstWhole ? [firstWhole, endWhole] : [end, end];
  const bigint = (t: number) => sql`CAST(${t} AS bigint)`;
  return sql`
      (SELECT hour, n FROM alert_counts.by_hour WHERE hour >= ${bigint(from)} AND hour < ${bigint(to)}
       UNION ALL
       SELECT hour, n FROM alert_counts.by_hour_deltas WHERE hour >= ${bigint(from)} AND hour < ${bigint(to)}
       UNION ALL
       SELECT created_at - created_at % 3600000, 1 FROM alerts WHERE created_at >= ${bigint(start)} AND created_at < ${bigint(from)}
       UNION ALL
       SELECT created_at - created_at % 3600000, 1 FROM alerts WHERE created_at >= ${bigint(to)} AND created_at < ${bigint(end)}) c`;
}

/** hourCountsStatement's answer for every alert (no condition), from the counters: one statement, one snapshot. */
export const hourCountersStatement = (start: number, end: number) =>
  sql<{ hour: number; n: number }>`SELECT hour::float8 AS hour, sum(n)::int AS n FROM ${counterRows(start, end)} GROUP BY 1 HAVING sum(n) <> 0`;

/**
 * The same summed into buckets (sorted starts) in the database, as intoBuckets sums hours: a year
 * by month returns 13 rows, not 8,760 hours (moving rows out costs more than summing them).
 */
export const bucketCountersStatement = (start: number, end: number, starts: readonly number[]) =>
  sql<{ bucket: number; n: number }>`
    SELECT greatest(width_bucket(hour, CAST(${starts} AS bigint[])) - 1, 0) AS bucket, sum(n)::int AS n
      FROM ${counterRows(start, end)}
     GROUP BY 1`;

export async function selectBucketCounters(db: Kysely<DB>, start: number, end: number, starts: readonly number[]): Promise<number[]> {
  const sums = starts.map(() => 0);
  for (const r of (await bucketCountersStatement(start, end, starts).execute(db)).rows) sums[r.bucket] += r.n;
  return sums;
}

export const selectHourCounters = async (db: Kysely<DB>, start: number, end: number) => (await hourCountersStatement(start, end).execute(db)).rows;

/** The `size` values of a column with the most active alerts matching a condition, with severities. */
export async function selectTopAlerts(db: Kysely<DB>, column: string, size: number, where: RawBuilder<SqlBool>) {
  const col = sql.ref(column);
  const [top, total] = await Promise.all([
    sql<TopAlertsRow>`
      SELECT ${col} AS key, count(*)::int AS doc_count,
             (count(*) FILTER (WHERE severity = 1))::int AS critical, (count(*) FILTER (WHERE severity = 2))::int AS major,
             (count(*) FILTER (WHERE severity = 3))::int AS minor, (count(*) FILTER (WHERE severity = 4))::int AS unknown,
             (count(*) FILTER (WHERE severity = 5))::int AS normal
        FROM alerts
       WHERE active AND (${where}) AND ${col} IS NOT NULL AND ${col} <> ''
       GROUP BY 1
       ORDER BY 2 DESC, 1
       LIMIT ${size}`.execute(db),
    sql<{ total: number }>`SELECT count(*)::int AS total FROM alerts WHERE active AND (${where})`.execute(db),
  ]);
  return { data: top.rows, total: total.rows[0]?.total ?? 0 };
}
