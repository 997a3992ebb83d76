import { useEffect } from 'react';
import { wasAborted } from '../../../lib/aborted';

/** Reloads a query each time the dashboard's timer bumps `signal` (0: not yet). */
export function useRefreshOn(signal: number | undefined, refetch: () => unknown): void {
  useEffect(() => {
    if (signal) void refetch();
  }, [signal, refetch]);
}

/**
 * Dashboard loads (summaries, alert counts, top lists) fail quietly (spec 001 §8): the failure is
 * logged and the data reset to empty or zero, so a stale number never stays on screen.
 */
export async function orEmpty<T>(what: string, load: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await load();
  } catch (e) {
    if (wasAborted(e)) throw e;
    console.error(`${what} failed`, e);
    return empty;
  }
}
