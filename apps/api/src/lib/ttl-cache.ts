import type { Counter } from 'prom-client';
import { followChanges } from './cache-drops';
import { counter } from './telemetry/registry';

/** How long dashboard aggregates are served from memory before the database is asked again. */
export const DASHBOARD_CACHE_MS = 15_000;
export const DASHBOARD_CACHE_ENTRIES = 500;

export interface TtlCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** Injected clock (tests move time forward without waiting). */
  now?: () => number;
  /** The `cache` label of its hit/miss counts on /metrics; caches without one count as 'unnamed'. */
  name?: string;
  /** Change feed topics whose records empty the cache (lib/cache-drops.ts): whatever process wrote, no answer outlives the record. */
  dropOn?: readonly string[];
}

const lookups = counter('nms_cache_lookups_total', 'TtlCache lookups: hit (served from memory, or joined a running load) or miss (loaded)', [
  'cache',
  'result',
]);

interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
}

/**
 * A single-flight TTL cache: key → promise. Callers arriving while a load is running share it
 * (one query for a dashboard opened by many operators at once); a settled value is served until
 * it expires. A failed load is forgotten at once, so an error is never served from memory.
 * Bounded: past maxEntries the oldest entry goes (Map keeps insertion order).
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly hits: Counter.Internal;
  private readonly misses: Counter.Internal;

  constructor(opts: TtlCacheOptions = {}) {
    this.ttlMs = opts.ttlMs ?? DASHBOARD_CACHE_MS;
    this.maxEntries = Math.max(1, opts.maxEntries ?? DASHBOARD_CACHE_ENTRIES);
    this.now = opts.now ?? Date.now;
    // Label children bound once: a lookup costs one increment, no label hashing.
    const cache = opts.name ?? 'unnamed';
    this.hits = lookups.labels({ cache, result: 'hit' });
    this.misses = lookups.labels({ cache, result: 'miss' });
    if (opts.dropOn) followChanges(this, opts.dropOn, (self) => self.clear());
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) {
      this.hits.inc();
      return hit.value;
    }
    this.misses.inc();
    if (hit) this.entries.delete(key);
    while (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    // The clock starts when the load starts: an answer is at most ttlMs older than its query.
    const entry: Entry<V> = { value: new Promise<V>((resolve) => resolve(load())), expiresAt: this.now() + this.ttlMs };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  /** Forgets every entry, loads under way included: a caller after this waits for a load that starts after it. */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
