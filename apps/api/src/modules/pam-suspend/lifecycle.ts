import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { retryTransient } from './concurrency';
import { lockDevices } from './repository';

/**
 * The PAM suspend lifecycle job: sched -> pendsus when the start passes, pendsus -> sus on the
 * next tick (the monitoring system confirms the suspension it was told about at the previous
 * tick), and any live schedule -> expired when its end passes. Each move is one guarded UPDATE
 * (WHERE status = <from>), so running it twice, or on several processes at once, moves a
 * schedule once. The device row follows in the same transaction: pam_suspended true on 'sus',
 * cleared with its dates on 'expired'.
 */

export const PAM_LIFECYCLE_TICK_MS = 10_000;

export interface LifecycleMoves {
  expired: string[];
  confirmed: string[];
  pending: string[];
  /** Devices whose inventory suspension (no schedule) ended. */
  lapsed: number;
}

const names = (rows: { device_name: string }[]) => rows.map((r) => r.device_name).sort();

/** One tick at `now` (unix seconds). Confirmation runs before promotion so a pending schedule waits a tick. */
export async function advanceSchedules(db: Kysely<DB>, now: number): Promise<LifecycleMoves> {
  const ms = now * 1000;
  // Each move locks its candidates' device rows first, in name order, as schedule writers do, so
  // the two never wait on each other in opposite orders; a victim of anything else runs again.
  const inTx = <T>(work: (tx: Kysely<DB>) => Promise<T>) => retryTransient(() => db.transaction().execute(work));
  const lockCandidates = async (tx: Kysely<DB>, where: ReturnType<typeof sql>) => {
    const { rows } = await sql<{ device_name: string }>`SELECT device_name FROM pam_suspend_schedules WHERE ${where}`.execute(tx);
    const locked = await lockDevices(tx, names(rows));
    return [...locked];
  };
  const expired = await inTx(async (tx) => {
    const candidates = await lockCandidates(tx, sql`status <> 'expired' AND end_time <= ${now}`);
    if (!candidates.length) return [];
    const { rows } = await sql<{ device_name: string }>`
      UPDATE pam_suspend_schedules SET status = 'expired', status_changed_at = ${ms}
      WHERE status <> 'expired' AND end_time <= ${now} AND device_name = ANY(${candidates}::text[])
      RETURNING device_name`.execute(tx);
    if (rows.length) {
      await sql`
        UPDATE devices SET pam_suspended = false, pam_suspend_start_date = NULL, pam_suspend_end_date = NULL
        WHERE name = ANY(${names(rows)}::text[])`.execute(tx);
    }
    return names(rows);
  });

  const confirmed = await inTx(async (tx) => {
    const candidates = await lockCandidates(tx, sql`status = 'pendsus' AND end_time > ${now}`);
    if (!candidates.length) return [];
    const { rows } = await sql<{ device_name: string }>`
      UPDATE pam_suspend_schedules SET status = 'sus', status_changed_at = ${ms}
      WHERE status = 'pendsus' AND end_time > ${now} AND device_name = ANY(${candidates}::text[])
      RETURNING device_name`.execute(tx);
    if (rows.length) {
      await sql`
        UPDATE devices AS d SET pam_suspended = true,
          pam_suspend_start_date = s.start_time * 1000, pam_suspend_end_date = s.end_time * 1000
        FROM pam_suspend_schedules AS s
        WHERE s.device_name = d.name AND d.name = ANY(${names(rows)}::text[])`.execute(tx);
    }
    return names(rows);
  });

  const pending = await inTx(async (tx) => {
    const candidates = await lockCandidates(tx, sql`status = 'sched' AND start_time <= ${now} AND end_time > ${now}`);
    if (!candidates.length) return [];
    const { rows } = await sql<{ device_name: string }>`
      UPDATE pam_suspend_schedules SET status = 'pendsus', status_changed_at = ${ms}
      WHERE status = 'sched' AND start_time <= ${now} AND end_time > ${now} AND device_name = ANY(${candidates}::text[])
      RETURNING device_name`.execute(tx);
    return names(rows);
  });

  // The inventory may mark a device suspended without a schedule (the simulated fleet does).
  const lapsed = await inTx(async (tx) => {
    const lapsedWhere = sql`d.pam_suspended AND d.pam_suspend_end_date <= ${ms}
      AND NOT EXISTS (SELECT 1 FROM pam_suspend_schedules s WHERE s.device_name = d.name AND s.status <> 'expired')`;
    const { rows: found } = await sql<{ name: string }>`SELECT d.name FROM devices AS d WHERE ${lapsedWhere}`.execute(tx);
    if (!found.length) return 0;
    const locked = [
      ...(await lockDevices(
        tx,
        found.map((r) => r.name),
      )),
    ];
    const { rows } = await sql`
      UPDATE devices AS d SET pam_suspended = false, pam_suspend_start_date = NULL, pam_suspend_end_date = NULL
      WHERE ${lapsedWhere} AND d.name = ANY(${locked}::text[])
      RETURNING 1`.execute(tx);
    return rows.length;
  });

  return { expired, confirmed, pending, lapsed };
}

export interface LifecycleLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Runs a tick every `tickMs`; ticks never overlap. `stop` waits for a tick in flight. */
export function startLifecycleJob(
  db: Kysely<DB>,
  log: LifecycleLogger,
  opts: { tickMs?: number; now?: () => number } = {},
): { stop(): Promise<void> } {
  const tickMs = opts.tickMs ?? PAM_LIFECYCLE_TICK_MS;
  const clock = opts.now ?? (() => Math.floor(Date.now() / 1000));
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let stopped = false;

  const run = () => {
    inFlight = advanceSchedules(db, clock())
      .then(
        (m) => {
          if (m.expired.length || m.confirmed.length || m.pending.length || m.lapsed) log.info(m, 'pam suspend: schedules moved');
        },
        (err: unknown) => log.error({ err }, 'pam suspend: lifecycle tick failed'),
      )
      .finally(() => {
        inFlight = undefined;
        if (!stopped) timer = setTimeout(run, tickMs);
      });
  };
  timer = setTimeout(run, 0);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}
