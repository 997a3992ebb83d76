/**
 * In-process listeners told when a write moved some group's impacted count, so the impact upkeep
 * evaluates network events within a second instead of at its next tick (an outage opens its event
 * while the storm that caused it is still arriving). The write may not have committed when they
 * hear it: a listener waits a moment, and the upkeep's own interval catches anything it missed.
 * Another process's writes are not heard here; its own upkeep (or the interval) evaluates them.
 */
const listeners = new Set<() => void>();

/** Calls `listener` after each write that moved an impacted count; returns the unsubscribe. */
export function onImpactMoved(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function signalImpactMoved(): void {
  for (const listener of listeners) listener();
}
