import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { retryTransient } from './concurrency';

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
  // Schedule writers lock device rows first; these moves lock schedules first, so either side may
  // be a deadlock victim: the move runs again rather than waiting for the next tick.
  const inTx = <T>(work: (tx: Kysely<DB>) => Promise<T>) => retryTransient(() => db.transaction().execute(work));
  const expired = await inTx(async (tx) => {
    const { rows } = await sql<{ device_name: string }>`
      UPDATE pam_suspend_schedules SET status = 'expired', status_changed_at = ${ms}
      WHERE status <> 'expired' AND end_time <= ${now} RETURNING device_name`.execute(tx);
    if (rows.length) {
      await sql`
        UPDATE devices SET pam_suspended = false, pam_suspend_start_date = NULL, pam_suspend_end_date = NULL
        WHERE name = ANY(${names(rows)}::text[])`.execute(tx);
    }
    return names(rows);
  });

  const confirmed = await inTx(async (tx) => {
    const { rows } = await sql<{ device_name: string }>`
      UPDATE pam_suspend_schedules SET status = 'sus', status_changed_at = ${ms}
      WHERE status = 'pendsus' AND end_time > ${now} RETURNING device_name`.execute(tx);
    if (rows.length) {
      await sql`
        UPDATE devices AS d SET pam_suspended = true,
          pam_suspend_start_date = s.start_time * 1000, pam_suspend_end_date = s.end_time * 1000
        FROM pam_suspend_schedules AS s
        WHERE s.device_name = d.name AND d.name = ANY(${names(rows)}::text[])`.execute(tx);
    }
    return names(rows);
  });

  const { rows: pendingRows } = await sql<{ device_name: string }>`
    UPDATE pam_suspend_schedules SET status = 'pendsus', status_changed_at = ${ms}
    WHERE status = 'sched' AND start_time <= ${now} AND end_time > ${now} RETURNING device_name`.execute(db);

  // The inventory may mark a device suspended without a schedule (the simulated fleet does).
  const { rows: lapsed } = await sql`
    UPDATE devices AS d SET pam_suspended = false, pam_suspend_start_date = NULL, pam_suspend_end_date = NULL
    WHERE d.pam_suspended AND d.pam_suspend_end_date <= ${ms}
      AND NOT EXISTS (SELECT 1 FROM pam_suspend_schedules s WHERE s.device_name = d.name AND s.status <> 'expired')
    RETURNING 1`.execute(db);

  return { expired, confirmed, pending: names(pendingRows), lapsed: lapsed.length };
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
