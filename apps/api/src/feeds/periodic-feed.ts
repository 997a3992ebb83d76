import type { FeedHandle } from './feed-host';

/**
 * Runs `tick` at once, then `intervalMs` after each one ends: ticks never overlap within a process,
 * and stop() waits for the one in flight. A failed tick is the caller's to log (`tick` catches).
 */
export function startPeriodicFeed(intervalMs: number, tick: () => Promise<void>): FeedHandle {
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    inFlight = tick().finally(() => {
      inFlight = undefined;
      if (!stopped) timer = setTimeout(run, intervalMs);
    });
  };
  run();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}
