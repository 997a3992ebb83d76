import type { Em7Event } from '@nms/contract';
import type { Em7DeviceBrief, Em7EventBrief, Em7EventRecord } from '@nms/simulator';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { sqlListPage, type PageOf } from '../../db/paged-list';
import type { DB } from '../../db/schema';

/** EM7 events in SQL: the feed's writes (raise, re-notify, clear) and the Device Search reads. */

export async function em7Devices(db: Kysely<DB>): Promise<Em7DeviceBrief[]> {
  const { rows } = await sql<Em7DeviceBrief>`
    SELECT name, class_name AS "className", model, em7_stack_id AS "stackId", em7_device_id AS "deviceId", longitude
      FROM devices WHERE em7_stack_id IS NOT NULL AND em7_device_id IS NOT NULL ORDER BY name COLLATE "C"`.execute(db);
  return rows;
}

/** One row per (device, resource, policy): a batch may not touch the same active event twice. */
function lastPerKey(rows: readonly Em7EventRecord[]): Em7EventRecord[] {
  const byKey = new Map<string, Em7EventRecord>();
  for (const r of rows) byKey.set(`${r.stackId}|${r.deviceId}|${r.alignedResourceName}|${r.policy}`, r);
  return [...byKey.values()];
}

/** Inserts the events; one that is already active for its policy and resource is re-notified. */
export async function raiseEm7Events(db: Kysely<DB>, records: readonly Em7EventRecord[]): Promise<void> {
  for (let i = 0; i < records.length; i += 5000) {
    const rows = lastPerKey(records.slice(i, i + 5000));
    if (rows.length === 0) continue;
    const col = <K extends keyof Em7EventRecord>(k: K) => rows.map((r) => r[k]);
    await sql`
      INSERT INTO em7_events (stack_id, device_id, aligned_resource_name, policy, severity, message, user_note, date_first, date_last, notify_count, source)
      SELECT * FROM unnest(${col('stackId')}::int[], ${col('deviceId')}::int[], ${col('alignedResourceName')}::text[], ${col('policy')}::text[],
                           ${col('severity')}::int2[], ${col('message')}::text[], ${col('userNote')}::text[], ${col('dateFirst')}::int8[],
                           ${col('dateLast')}::int8[], ${col('notifyCount')}::int[], ${col('source')}::text[])
      ON CONFLICT (stack_id, device_id, aligned_resource_name, policy) WHERE active
      DO UPDATE SET date_last = excluded.date_last, message = excluded.message, severity = excluded.severity,
                    notify_count = em7_events.notify_count + 1`.execute(db);
  }
}

export async function activeEm7Events(db: Kysely<DB>, limit: number): Promise<Em7EventBrief[]> {
  const { rows } = await sql<Em7EventBrief>`
    SELECT id::float8 AS id, stack_id AS "stackId", device_id AS "deviceId" FROM em7_events
     WHERE active ORDER BY date_last, id LIMIT ${limit}`.execute(db);
  return rows;
}

export async function activeEm7EventCount(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM em7_events WHERE active`.execute(db);
  return rows[0].n;
}

export async function notifyEm7Event(db: Kysely<DB>, id: number, at: number): Promise<boolean> {
  const r = await sql`UPDATE em7_events SET date_last = ${at}, notify_count = notify_count + 1 WHERE id = ${id} AND active`.execute(db);
  return Number(r.numAffectedRows ?? 0) > 0;
}

export async function clearEm7Event(db: Kysely<DB>, id: number, at: number): Promise<boolean> {
  const r = await sql`UPDATE em7_events SET active = false, date_cleared = ${at} WHERE id = ${id} AND active`.execute(db);
  return Number(r.numAffectedRows ?? 0) > 0;
}

/** Sort fields of em7/events -> SQL (text in byte order, the same on every engine); elapsed_time sorts by first seen, the other way round. */
const SORT_SQL: Record<string, { column: string; reverse?: boolean }> = {
  aligned_resource_name: { column: 'aligned_resource_name COLLATE "C"' },
  severity: { column: 'severity' },
  message: { column: 'message COLLATE "C"' },
  user_note: { column: 'user_note COLLATE "C"' },
  date_last: { column: 'date_last' },
  elapsed_time: { column: 'date_first', reverse: true },
  notify_count: { column: 'notify_count' },
  source: { column: 'source COLLATE "C"' },
  id: { column: 'id' },
};

export interface Em7EventPage {
  stackId: number;
  deviceId: number;
  sort: keyof typeof SORT_SQL;
  desc: boolean;
  offset: number;
  limit: number;
  now: number;
}

/** The active events of one device, sorted (id breaks ties) and paged, with their count. */
export function listEm7Events(db: Kysely<DB>, q: Em7EventPage): Promise<PageOf<Em7Event>> {
  const s = SORT_SQL[q.sort];
  const dir = sql.raw(q.desc !== !!s.reverse ? 'DESC' : 'ASC');
  const tie = sql.raw(q.desc ? 'DESC' : 'ASC');
  return sqlListPage<Em7Event>(db, {
    from: sql`em7_events`,
    select: sql`id::float8 AS id, aligned_resource_name, severity::int AS severity, message, user_note, date_last::float8 AS date_last,
      greatest(0, floor((${q.now}::float8 - date_first) / 1000))::int AS elapsed_time, notify_count, source`,
    where: sql<SqlBool>`stack_id = ${q.stackId} AND device_id = ${q.deviceId} AND active`,
    orderBy: sql`${sql.raw(s.column)} ${dir} NULLS LAST, id ${tie}`,
    offset: q.offset,
    limit: q.limit,
  });
}

export const isEm7Sort = (sort: string): sort is keyof typeof SORT_SQL => Object.hasOwn(SORT_SQL, sort);
