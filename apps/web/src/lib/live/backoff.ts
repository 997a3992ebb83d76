/** The first and the longest wait before the stream is reopened after a drop. */
export const BACKOFF_MIN_MS = 500;
export const BACKOFF_MAX_MS = 5_000;

/**
 * The wait before reopen number `attempt` (0 = the first after a drop): 0.5 s doubling to 5 s.
 * `random` spreads the waits over their upper half, so the tabs a dead process served do not all
 * come back to the survivor in the same instant.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** Math.max(0, attempt));
  return Math.round(Math.max(BACKOFF_MIN_MS, ceiling * (0.5 + random() / 2)));
}

/** A wait that ends early when `signal` aborts (a reopen or stop does not sit out the backoff). */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}
