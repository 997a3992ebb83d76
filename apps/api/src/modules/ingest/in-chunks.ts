/** Rows a call checks between two turns of the event loop. */
export const CHUNK_ROWS = 5_000;

/**
 * Calls `fn` on each item, giving the event loop a turn after every `chunk` items, so checking a
 * 100,000-row call does not hold every other request for a second. `fn` answering false stops.
 */
export async function inChunks<T>(items: readonly T[], fn: (item: T) => boolean | void, chunk = CHUNK_ROWS): Promise<void> {
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % chunk === 0) await new Promise<void>((r) => setImmediate(r));
    if (fn(items[i]) === false) return;
  }
}
