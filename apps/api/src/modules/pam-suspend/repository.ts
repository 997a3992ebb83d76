import type { PamSuspendSchedule } from '@nms/contract';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { sqlListPage, type PageOf } from '../../db/paged-list';
import type { DB } from '../../db/schema';

/**
 * PAM suspend schedules (migrations/003 and 005). The stored status is moved by the lifecycle job
 * (lifecycle.ts); reads answer the status the clock already implies, so an answer never lags a
 * late job: an end passed reads 'expired', a start passed reads 'pendsus' until confirmed 'sus'.
 */

export interface ScheduleRow {
  device_name: string;
  schedule_type: string;
  info: string;
  start_time: number;
  end_time: number;
  user_name: string;
  /** The nickname of the verified token that wrote the schedule (user_name is what the caller typed). */
  updated_by: string;
}

/** A stored schedule as the answers show it, plus who wrote it. */
export type StoredSchedule = PamSuspendSchedule & { updated_by: string };

export const effectiveStatus = (now: number) =>
  sql<string>`CASE WHEN end_time <= ${now} THEN 'expired' WHEN status = 'sus' THEN 'sus'
    WHEN start_time <= ${now} THEN 'pendsus' ELSE 'sched' END`;

const columns = (now: number) =>
  sql`device_name, ${effectiveStatus(now)} AS status, start_time, end_time, info, schedule_type, user_name AS "user", version`;

const activeOnly = (now: number, active: boolean) => (active ? sql<SqlBool>`end_time > ${now}` : sql<SqlBool>`TRUE`);

/** Schedules of the named devices, by name. */
export async function findSchedules(db: Kysely<DB>, names: string[], now: number, active: boolean) {
  const { rows } = await sql<PamSuspendSchedule>`
    SELECT ${columns(now)}
    FROM pam_suspend_schedules
    WHERE device_name = ANY(${names}::text[]) AND ${activeOnly(now, active)}
    ORDER BY device_name`.execute(db);
  return rows;
}

export interface ListOptions {
  now: number;
  active: boolean;
  sort: string;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** A page of the schedules grid; `sort` is one of the answer's column names (checked by the schema). */
export function listSchedules(db: Kysely<DB>, o: ListOptions): Promise<PageOf<PamSuspendSchedule>> {
  const dir = sql.raw(o.order === 'asc' ? 'ASC' : 'DESC');
  const sortColumn = o.sort === 'status' ? effectiveStatus(o.now) : sql.ref(o.sort === 'user' ? 'user_name' : o.sort);
  return sqlListPage<PamSuspendSchedule>(db, {
    from: sql`pam_suspend_schedules`,
    select: columns(o.now),
    where: activeOnly(o.now, o.active),
    orderBy: sql`${sortColumn} ${dir}, device_name ${dir}`,
    offset: o.offset,
    limit: o.limit,
  });
}

/**
 * Locks the device rows of the names in one order (name ascending) and answers which exist. Every
 * schedule write takes these locks first, so two writers on overlapping devices queue instead of
 * deadlocking, and a check made after the lock stays true until the commit. NO KEY UPDATE leaves
 * other tables' foreign-key checks on these devices unblocked.
 */
export async function lockDevices(tx: Kysely<DB>, names: string[]): Promise<Set<string>> {
  const sorted = [...new Set(names)].sort();
  const { rows } = await sql<{ name: string }>`
    SELECT name FROM devices WHERE name = ANY(${sorted}::text[]) ORDER BY name FOR NO KEY UPDATE`.execute(tx);
  return new Set(rows.map((r) => r.name));
}

/** The stored schedules of the names (ended or not), with their writer; call after lockDevices. */
export async function storedSchedules(tx: Kysely<DB>, names: string[], now: number): Promise<StoredSchedule[]> {
  const { rows } = await sql<StoredSchedule>`
    SELECT ${columns(now)}, coalesce(updated_by, user_name) AS updated_by
    FROM pam_suspend_schedules WHERE device_name = ANY(${names}::text[])
    ORDER BY device_name`.execute(tx);
  return rows;
}

/**
 * One schedule per device: a new one replaces whatever the device had (the service has checked the
 * versions under the device locks); every write takes a new version. One statement per batch.
 * A window already started is pending until the monitoring system confirms it, except that a
 * confirmed suspension replaced by one starting now stays confirmed (it never lifted).
 */
export async function upsertSchedules(db: Kysely<DB>, rows: ScheduleRow[], now: number): Promise<void> {
  if (!rows.length) return;
  const nowMs = now * 1000;
  const sorted = [...rows].sort((a, b) => (a.device_name < b.device_name ? -1 : a.device_name > b.device_name ? 1 : 0));
  const values = sorted.map(
    (r) =>
      sql`(${r.device_name}, ${r.schedule_type}, ${r.info}, ${r.start_time}::bigint, ${r.end_time}::bigint, ${r.user_name},
        ${r.updated_by}, ${r.start_time > now ? 'sched' : 'pendsus'}, ${nowMs}::bigint, ${nowMs}::bigint, ${nowMs}::bigint)`,
  );
  await sql`
    INSERT INTO pam_suspend_schedules
      (device_name, schedule_type, info, start_time, end_time, user_name, updated_by, status, status_changed_at, created_at, updated_at)
    VALUES ${sql.join(values)}
    ON CONFLICT (device_name) DO UPDATE SET
      schedule_type = EXCLUDED.schedule_type,
      info = EXCLUDED.info,
      start_time = EXCLUDED.start_time,
      end_time = EXCLUDED.end_time,
      user_name = EXCLUDED.user_name,
      updated_by = EXCLUDED.updated_by,
      version = nextval('pam_suspend_version_seq'),
      status = CASE WHEN EXCLUDED.status = 'pendsus' AND pam_suspend_schedules.status = 'sus'
        AND pam_suspend_schedules.end_time > ${now} THEN 'sus' ELSE EXCLUDED.status END,
      status_changed_at = EXCLUDED.status_changed_at,
      updated_at = EXCLUDED.updated_at`.execute(db);
}

/**
 * Copies the stored schedules of the names onto their device rows, in one statement: the window
 * (epoch ms) from creation, pam_suspended only once the monitoring system confirmed it.
 */
export async function mirrorSchedulesOntoDevices(db: Kysely<DB>, names: string[]): Promise<void> {
  await sql`
    UPDATE devices AS d SET
      pam_suspended = (s.status = 'sus'),
      pam_suspend_start_date = s.start_time * 1000,
      pam_suspend_end_date = s.end_time * 1000
    FROM pam_suspend_schedules AS s
    WHERE s.device_name = d.name AND d.name = ANY(${names}::text[])`.execute(db);
}

/** Deletes the schedules of the names; answers the names that had one. */
export async function deleteSchedules(db: Kysely<DB>, names: string[]): Promise<string[]> {
  const { rows } = await sql<{ device_name: string }>`
    DELETE FROM pam_suspend_schedules WHERE device_name = ANY(${names}::text[]) RETURNING device_name`.execute(db);
  return rows.map((r) => r.device_name).sort();
}

/** Clears the PAM fields of the devices' rows (their schedules were removed). */
export async function clearDevicePam(db: Kysely<DB>, names: string[]) {
  await sql`
    UPDATE devices SET pam_suspended = false, pam_suspend_start_date = NULL, pam_suspend_end_date = NULL
    WHERE name = ANY(${names}::text[])`.execute(db);
}
