import type { FeedHandle } from './feed-host';

export interface PeriodicFeed extends FeedHandle {
  /**
   * Runs the next tick within `delayMs` instead of at its interval: at once rescheduled when idle,
   * or `delayMs` after the tick in flight ends (a change it may not have seen). Ticks still never
   * overlap, and many calls meanwhile make one tick.
   */
  soon(delayMs: number): void;
}

/**
 * Runs `tick` at once, then `intervalMs` after each one ends: ticks never overlap within a process,
 * and stop() waits for the one in flight. A failed tick is the caller's to log (`tick` catches).
 */
export function startPeriodicFeed(intervalMs: number, tick: () => Promise<void>): PeriodicFeed {
  let timer: NodeJS.Timeout | undefined;
  let dueAt = 0;
  let inFlight: Promise<void> | undefined;
  let soonAfterTick: number | undefined;
  let stopped = false;
  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    dueAt = Date.now() + delayMs;
    timer = setTimeout(run, delayMs);
  };
  const run = () => {
    inFlight = tick().finally(() => {
      inFlight = undefined;
      const next = soonAfterTick ?? intervalMs;
      soonAfterTick = undefined;
      if (!stopped) schedule(next);
    });
  };
  run();
  return {
    soon(delayMs) {
      if (stopped) return;
      if (inFlight) soonAfterTick = Math.min(soonAfterTick ?? delayMs, delayMs);
      else if (dueAt - Date.now() > delayMs) schedule(delayMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}
