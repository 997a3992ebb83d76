export interface CoalesceOptions {
  /**
   * Runs start at least this far apart, ms: a storm of changes (the server sends one event per
   * live window, more when views come and go or the stream resumes) costs one run per window.
   */
  gapMs?: number;
  /** Waits `ms` (tests drive a clock of their own). */
  wait?: (ms: number) => Promise<void>;
  now?: () => number;
}

const timerWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `run` for a burst of calls with at most one run in flight: a call while it runs asks for
 * one more run after it (however many calls came meanwhile), so the last change is always read
 * and a storm of changes costs one request at a time, and with `gapMs` one a window.
 */
export function coalesce(run: () => Promise<unknown>, opts: CoalesceOptions = {}): () => Promise<void> {
  const { gapMs = 0, wait = timerWait, now = () => performance.now() } = opts;
  let running: Promise<void> | undefined;
  let again = false;
  let lastStart = Number.NEGATIVE_INFINITY;
  const loop = async () => {
    do {
      const early = lastStart + gapMs - now();
      if (early > 0) await wait(early);
      // Calls until now (the wait included) are read by this run.
      again = false;
      lastStart = now();
      try {
        await run();
      } catch {
        // A failed live reload leaves what is on screen; the next change tries again.
      }
    } while (again);
    running = undefined;
  };
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = loop();
    return running;
  };
}
