import type { ImpactOutcome, ImpactPoint, NetworkEventRecord } from '@nms/simulator';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from './in-transaction';
import { groupIdsByKey } from './group-repository';

/** A group's impacted share in percent (0 for an empty group), as SQL over device_groups g. */
const PERCENT = sql`(CASE WHEN g.total_count > 0 THEN 100.0 * g.impacted_count / g.total_count ELSE 0 END)`;
const ROUNDED = sql`round(${PERCENT}::numeric, 2)::float8`;

/**
 * Network events follow group impact: a group whose impacted share reaches its threshold gets
 * one active event (the partial unique index makes a second impossible), and the event closes
 * when the share falls below. While open, `impact` keeps the peak share. Case ids come from
 * the event id, so they are unique without a round trip to a ticketing system.
 */
export async function evaluateNetworkEvents(db: Kysely<DB>, at: number): Promise<ImpactOutcome> {
  return inTransaction(db, async (tx) => {
    const closed = await sql<{ name: string }>`
      UPDATE network_events e SET active = false, end_time = ${at}
        FROM device_groups g
       WHERE e.group_id = g.id AND e.active AND (g.impacted_count = 0 OR ${PERCENT} < g.threshold_percent)
      RETURNING e.name`.execute(tx);
    await sql`
      UPDATE network_events e SET impact = ${ROUNDED}
        FROM device_groups g
       WHERE e.group_id = g.id AND e.active AND ${ROUNDED} > e.impact`.execute(tx);
    const opened = await sql<{ name: string }>`
      INSERT INTO network_events (id, group_id, name, impact, case_id, start_time, active) OVERRIDING SYSTEM VALUE
      SELECT s.id, s.group_id, s.name, s.impact, 'CAS-' || (70000000 + s.id)::text, ${at}::bigint, true
        FROM (
          SELECT nextval(pg_get_serial_sequence('network_events', 'id')) AS id, g.id AS group_id,
                 g.network_type || ':' || g.name AS name, ${ROUNDED} AS impact
            FROM device_groups g
           WHERE g.impacted_count > 0 AND ${PERCENT} >= g.threshold_percent
             AND NOT EXISTS (SELECT 1 FROM network_events e WHERE e.group_id = g.id AND e.active)
        ) s
      ON CONFLICT (group_id) WHERE active DO NOTHING
      RETURNING name`.execute(tx);
    return { opened: opened.rows.map((r) => r.name), closed: closed.rows.map((r) => r.name) };
  });
}

/**
 * Records every group's current impact as the point of the time bucket `at` falls in. Ticks
 * within one bucket overwrite it, so history grows by one point per group per bucket however
 * fast the feed ticks (a 5 s tick writing raw points would be 17,280 points a day a group).
 */
export async function appendImpactHistory(db: Kysely<DB>, at: number, bucketMs: number): Promise<void> {
  const ts = Math.floor(at / bucketMs) * bucketMs;
  await sql`
    INSERT INTO impact_history (group_id, ts, total, impacted, percent, threshold)
    SELECT g.id, ${ts}::bigint, g.total_count, g.impacted_count, ${ROUNDED}, g.threshold_percent FROM device_groups g
    ON CONFLICT (group_id, ts) DO UPDATE
       SET total = excluded.total, impacted = excluded.impacted, percent = excluded.percent, threshold = excluded.threshold`.execute(db);
}

/** History points recorded elsewhere (backfill); points of unknown groups are skipped. */
export async function insertImpactHistory(db: Kysely<DB>, points: readonly ImpactPoint[]): Promise<void> {
  const ids = await groupIdsByKey(db);
  const rows = points
    .filter((p) => ids.has(p.groupKey))
    .map((p) => ({
      group_id: ids.get(p.groupKey)!,
      ts: p.ts,
      total: p.total,
      impacted: p.impacted,
      percent: p.percent,
      threshold: p.threshold,
    }));
  for (let i = 0; i < rows.length; i += 5000) {
    await db
      .insertInto('impact_history')
      .values(rows.slice(i, i + 5000))
      .onConflict((oc) => oc.columns(['group_id', 'ts']).doNothing())
      .execute();
  }
}

/** Network events recorded elsewhere (backfill); an active one is dropped if its group has one. */
export async function insertNetworkEvents(db: Kysely<DB>, events: readonly NetworkEventRecord[]): Promise<void> {
  const ids = await groupIdsByKey(db);
  for (const e of events) {
    const groupId = ids.get(e.groupKey);
    if (groupId === undefined) continue;
    await sql`
      INSERT INTO network_events (group_id, name, impact, case_id, start_time, end_time, active)
      VALUES (${groupId}, ${e.name}, ${e.impact}, ${e.caseId}, ${e.startTime}, ${e.endTime}, ${e.active})
      ON CONFLICT (group_id) WHERE active DO NOTHING`.execute(db);
  }
}
