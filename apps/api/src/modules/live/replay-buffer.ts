import type { LiveChange } from './live-change';

export interface ReplayBufferOptions {
  /** Records kept at most (default 10,000). */
  maxRecords?: number;
  /** Records older than this are dropped (default 2 minutes). */
  maxAgeMs?: number;
  now?: () => number;
}

interface Held {
  change: LiveChange;
  at: number;
}

/**
 * The last records in arrival order, so a stream that reconnects with its last id is sent what it
 * missed. Arrival order, not id order: ids come from a sequence when a statement runs, records
 * arrive when transactions commit, so a smaller id may arrive after a larger one. "After id X" is
 * therefore "arrived after X did", which is the same on every process (NOTIFY delivers in commit
 * order to every listener).
 */
export class ReplayBuffer {
  /** Held records are held[start..]; held[i] arrived as number base + i. */
  private held: Held[] = [];
  private start = 0;
  private base = 0;
  private readonly arrivals = new Map<string, number>();
  private readonly maxRecords: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(opts: ReplayBufferOptions = {}) {
    this.maxRecords = Math.max(1, opts.maxRecords ?? 10_000);
    this.maxAgeMs = opts.maxAgeMs ?? 120_000;
    this.now = opts.now ?? Date.now;
  }

  push(change: LiveChange): void {
    this.arrivals.set(change.id, this.base + this.held.length);
    this.held.push({ change, at: this.now() });
    this.evict();
  }

  /** The records that arrived after `afterId`, or undefined when that id is not (or no longer) held. */
  recent(afterId: string): LiveChange[] | undefined {
    this.evict();
    const arrival = this.arrivals.get(afterId);
    if (arrival === undefined) return undefined;
    return this.held.slice(arrival - this.base + 1).map((h) => h.change);
  }

  /** The id of the last record held (undefined when none is). */
  latest(): string | undefined {
    this.evict();
    return this.held.at(-1)?.change.id;
  }

  /** Forgets everything: after a gap, "what came after X" is no longer known. */
  clear(): void {
    this.base += this.held.length;
    this.held = [];
    this.start = 0;
    this.arrivals.clear();
  }

  get size(): number {
    return this.held.length - this.start;
  }

  private evict(): void {
    const oldest = this.now() - this.maxAgeMs;
    while (this.start < this.held.length && (this.held.length - this.start > this.maxRecords || this.held[this.start].at < oldest)) {
      const { change } = this.held[this.start];
      if (this.arrivals.get(change.id) === this.base + this.start) this.arrivals.delete(change.id);
      this.start++;
    }
    // Dropped records leave the array in one copy once they are half of it (amortised O(1) a push).
    if (this.start > 0 && this.start * 2 >= this.held.length) {
      this.held = this.held.slice(this.start);
      this.base += this.start;
      this.start = 0;
    }
  }
}
