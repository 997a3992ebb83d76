import { Bitset, type Match, type DeviceStore } from '../device-index';

/** The device index's answer for a query (DeviceIndex.matcher), or undefined when it cannot evaluate it. */
export type MatcherSource = (query: string) => Promise<{ store: DeviceStore; match: Match } | undefined>;

/** How long a device that left a query is still news to the streams that have not flushed yet, ms. */
const DEPARTED_MS = 30_000;

/**
 * Which changed devices concern a `devices` view with a Lucene query: those that match it now or
 * did before (a row that stops matching must leave the grid). "Before" is the match as last seen:
 * a bitset of slots taken when the query was first tracked and kept as changes are tested. One
 * tracker per query text is shared by every stream of the process (several operators watch the
 * same grid), so a change is tested once per query; a device that left the query is remembered
 * for a while, for the streams that ask after the first one already moved the bitset.
 * Whenever the index cannot answer (loading, DEVICE_INDEX=off, a field it does not keep), every
 * changed device counts.
 */
export class DeviceQueryTracker {
  private store: DeviceStore | undefined;
  private known: Bitset | undefined;
  private readonly departed = new Map<string, number>();
  private lastPrune = 0;
  private ready: Promise<void>;

  constructor(
    readonly query: string,
    private readonly source: MatcherSource,
    private readonly now: () => number = Date.now,
  ) {
    this.ready = this.prime();
  }

  /** The names among `changed` the view must hear about; undefined: all of them (the index cannot tell). */
  async relevant(changed: Iterable<string>): Promise<Set<string> | undefined> {
    await this.ready;
    const found = await this.matcher();
    if (!found) return undefined;
    const { store, match } = found;
    if (store !== this.store || !this.known) {
      // A reloaded index (new slots): start again from its matches; this batch counts whole.
      this.adopt(store, match);
      return undefined;
    }
    const now = this.now();
    this.prune(now);
    const out = new Set<string>();
    for (const name of changed) {
      const slot = store.slotOf.get(name);
      // Gone from the index (deleted): whether it matched is unknown now, so it counts.
      if (slot === undefined) {
        out.add(name);
        continue;
      }
      const before = slot < this.known.size && this.known.has(slot);
      const matches = match.test(slot);
      if (matches) this.mark(slot);
      else if (before) {
        this.known.clear(slot);
        this.departed.set(name, now);
      }
      if (matches || before || this.departed.has(name)) out.add(name);
    }
    return out;
  }

  private async prime(): Promise<void> {
    const found = await this.matcher();
    if (found) this.adopt(found.store, found.match);
  }

  private async matcher() {
    try {
      return await this.source(this.query);
    } catch {
      // A value the index refuses (state:abc): the grid's own call says so; here every change counts.
      return undefined;
    }
  }

  private adopt(store: DeviceStore, match: Match): void {
    this.store = store;
    this.known = match.bits();
    this.departed.clear();
  }

  private mark(slot: number): void {
    if (slot >= this.known!.size) {
      const grown = new Bitset(Math.max(slot + 1, this.known!.size * 2));
      grown.words.set(this.known!.words);
      this.known = grown;
    }
    this.known!.set(slot);
  }

  private prune(now: number): void {
    if (now - this.lastPrune < 1_000) return;
    this.lastPrune = now;
    for (const [name, at] of this.departed) if (now - at > DEPARTED_MS) this.departed.delete(name);
  }
}

/** The trackers of the process, one per query text, kept while a stream uses them. */
export class DeviceQueries {
  private readonly trackers = new Map<string, { tracker: DeviceQueryTracker; users: number }>();

  constructor(private readonly source: MatcherSource) {}

  acquire(query: string): DeviceQueryTracker {
    const key = query.trim();
    let entry = this.trackers.get(key);
    if (!entry) this.trackers.set(key, (entry = { tracker: new DeviceQueryTracker(key, this.source), users: 0 }));
    entry.users++;
    return entry.tracker;
  }

  release(tracker: DeviceQueryTracker): void {
    const entry = this.trackers.get(tracker.query);
    if (!entry || entry.tracker !== tracker) return;
    if (--entry.users === 0) this.trackers.delete(tracker.query);
  }

  get size(): number {
    return this.trackers.size;
  }
}
