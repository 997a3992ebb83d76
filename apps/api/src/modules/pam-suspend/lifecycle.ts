import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { retryTransient } from '../../db/patient-write';
import {
  clearDeviceSuspension,
  endLapsedSuspensions,
  lapsedSuspensions,
  markDevicesSuspended,
  MOVES,
  moveSchedules,
  scheduleDevices,
} from './lifecycle-repository';
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

/** One tick at `now` (unix seconds). Confirmation runs before promotion so a pending schedule waits a tick. */
export async function advanceSchedules(db: Kysely<DB>, now: number): Promise<LifecycleMoves> {
  const ms = now * 1000;
  // Each move locks its candidates' device rows first, in name order, as schedule writers do, so
  // the two never wait on each other in opposite orders; a victim of anything else runs again.
  const inTx = <T>(work: (tx: Kysely<DB>) => Promise<T>) => retryTransient(() => db.transaction().execute(work));
  const move = (where: ReturnType<(typeof MOVES)['expire']>, status: 'expired' | 'sus' | 'pendsus') =>
    inTx(async (tx) => {
      const candidates = [...(await lockDevices(tx, await scheduleDevices(tx, where)))];
      if (!candidates.length) return [];
      const moved = await moveSchedules(tx, where, status, ms, candidates);
      // The device row follows in the same transaction.
      if (moved.length && status === 'expired') await clearDeviceSuspension(tx, moved);
      if (moved.length && status === 'sus') await markDevicesSuspended(tx, moved);
      return moved;
    });

  const expired = await move(MOVES.expire(now), 'expired');
  const confirmed = await move(MOVES.confirm(now), 'sus');
  const pending = await move(MOVES.promote(now), 'pendsus');
  const lapsed = await inTx(async (tx) => {
    const found = await lapsedSuspensions(tx, ms);
    if (!found.length) return 0;
    return endLapsedSuspensions(tx, ms, [...(await lockDevices(tx, found))]);
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
