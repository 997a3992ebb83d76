import type { TopAlertsRow } from '@nms/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';

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
