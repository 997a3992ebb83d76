import type { Seek } from './cursor';

/** A known row position of one list (query + sort + order): rows before `offset` end at `seek`. */
export interface Landmark {
  offset: number;
  seek: Seek;
  /** When the position was last walked from the start (inherited by landmarks derived from it). */
  at: number;
}

/** Below this offset OFFSET costs less than a landmark lookup is worth keeping. */
export const LANDMARK_MIN_OFFSET = 500;
/**
 * How long a position is trusted. Writes move rows (a state change, a new device): a landmark
 * older than this is walked again from the start, so a drift lives at most this long, no longer
 * than between two OFFSET page loads of a grid left open.
 */
export const LANDMARK_TTL_MS = 30_000;
const MAX_LISTS = 256;
const PER_LIST = 64;

/**
 * Bounded memory of row positions per list, so an offset request becomes a keyset seek from the
 * nearest position before it: a jump to page 10,000 walks 150,000 index entries once, not on
 * every call. Lists are LRU (256); each keeps its 64 newest positions. ~20k small entries at most.
 */
export class Landmarks {
  private readonly lists = new Map<string, Map<number, Landmark>>();

  constructor(
    private readonly ttlMs = LANDMARK_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The nearest fresh landmark at or before `offset`, if any. */
  nearest(list: string, offset: number): Landmark | undefined {
    if (offset < LANDMARK_MIN_OFFSET) return undefined;
    const marks = this.lists.get(list);
    if (!marks) return undefined;
    this.lists.delete(list);
    this.lists.set(list, marks);
    const oldest = this.now() - this.ttlMs;
    let best: Landmark | undefined;
    for (const mark of marks.values()) {
      if (mark.at < oldest) marks.delete(mark.offset);
      else if (mark.offset <= offset && (!best || mark.offset > best.offset)) best = mark;
    }
    return best;
  }

  remember(list: string, mark: Landmark): void {
    if (mark.offset < LANDMARK_MIN_OFFSET || mark.at < this.now() - this.ttlMs) return;
    let marks = this.lists.get(list);
    if (!marks) {
      if (this.lists.size >= MAX_LISTS) this.lists.delete(this.lists.keys().next().value!);
      this.lists.set(list, (marks = new Map()));
    }
    marks.delete(mark.offset);
    marks.set(mark.offset, mark);
    if (marks.size > PER_LIST) marks.delete(marks.keys().next().value!);
  }

  /** Drops the positions of lists whose key starts with `prefix` (a table's writer may call it), or all. */
  forget(prefix = ''): void {
    for (const list of this.lists.keys()) if (list.startsWith(prefix)) this.lists.delete(list);
  }
}
