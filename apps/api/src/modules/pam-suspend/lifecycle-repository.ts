import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';

/*
 * The statements of the PAM lifecycle job (lifecycle.ts holds its rules and order). Every move is
 * guarded by the status it moves from, so running it twice, or on several processes, moves a
 * schedule once. `now` is unix seconds (the schedules' unit), `ms` the same instant in ms.
 */

const names = (rows: { device_name: string }[]) => rows.map((r) => r.device_name).sort();

/** Which schedules each move takes. */
export const MOVES = {
  expire: (now: number) => sql<SqlBool>`status <> 'expired' AND end_time <= ${now}`,
  confirm: (now: number) => sql<SqlBool>`status = 'pendsus' AND end_time > ${now}`,
  promote: (now: number) => sql<SqlBool>`status = 'sched' AND start_time <= ${now} AND end_time > ${now}`,
};

/** The devices of the schedules `where` takes, by name. */
export async function scheduleDevices(tx: Kysely<DB>, where: RawBuilder<SqlBool>): Promise<string[]> {
  const { rows } = await sql<{ device_name: string }>`SELECT device_name FROM pam_suspend_schedules WHERE ${where}`.execute(tx);
  return names(rows);
}

/** Moves the schedules of `devices` that `where` still takes to `status`; answers their devices. */
export async function moveSchedules(
  tx: Kysely<DB>,
  where: RawBuilder<SqlBool>,
  status: 'expired' | 'sus' | 'pendsus',
  ms: number,
  devices: string[],
) {
  const { rows } = await sql<{ device_name: string }>`
    UPDATE pam_suspend_schedules SET status = ${status}, status_changed_at = ${ms}
    WHERE ${where} AND device_name = ANY(${devices}::text[])
    RETURNING device_name`.execute(tx);
  return names(rows);
}

/** The devices' inventory suspension ends: flag and dates cleared. */
export async function clearDeviceSuspension(tx: Kysely<DB>, devices: string[]): Promise<void> {
  await sql`
    UPDATE devices SET pam_suspended = false, pam_suspend_start_date = NULL, pam_suspend_end_date = NULL
    WHERE name = ANY(${devices}::text[])`.execute(tx);
}

/** The devices are suspended for their schedules' window (dates in ms, as the inventory keeps them). */
export async function markDevicesSuspended(tx: Kysely<DB>, devices: string[]): Promise<void> {
  await sql`
    UPDATE devices AS d SET pam_suspended = true,
      pam_suspend_start_date = s.start_time * 1000, pam_suspend_end_date = s.end_time * 1000
    FROM pam_suspend_schedules AS s
    WHERE s.device_name = d.name AND d.name = ANY(${devices}::text[])`.execute(tx);
}

/** Suspensions the inventory set without a live schedule (the simulated fleet does) whose end passed. */
const lapsedWhere = (ms: number) => sql<SqlBool>`d.pam_suspended AND d.pam_suspend_end_date <= ${ms}
  AND NOT EXISTS (SELECT 1 FROM pam_suspend_schedules s WHERE s.device_name = d.name AND s.status <> 'expired')`;

export async function lapsedSuspensions(tx: Kysely<DB>, ms: number): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`SELECT d.name FROM devices AS d WHERE ${lapsedWhere(ms)}`.execute(tx);
  return rows.map((r) => r.name);
}

/** Ends the lapsed suspensions among `devices` (still lapsed once locked); answers how many. */
export async function endLapsedSuspensions(tx: Kysely<DB>, ms: number, devices: string[]): Promise<number> {
  const { rows } = await sql`
    UPDATE devices AS d SET pam_suspended = false, pam_suspend_start_date = NULL, pam_suspend_end_date = NULL
    WHERE ${lapsedWhere(ms)} AND d.name = ANY(${devices}::text[])
    RETURNING 1`.execute(tx);
  return rows.length;
}
