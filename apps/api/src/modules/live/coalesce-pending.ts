import { LIVE_MAX_KEYS, type LiveViewChange } from '@nms/contract';

const MANY = 'many' as const;

/**
 * The changed keys of each view between two `changes` events of one stream. A view past
 * `maxKeys` keys keeps only "many": its memory is bounded whatever the write rate.
 */
export class PendingChanges {
  private readonly views = new Map<string, Set<string> | typeof MANY>();
  /** Keys offered, counting repeats and those a view's "many" swallowed (the bench's merged count). */
  offered = 0;

  constructor(private readonly maxKeys = LIVE_MAX_KEYS) {}

  get empty(): boolean {
    return this.views.size === 0;
  }

  add(viewId: string, keys: Iterable<string>): void {
    let set = this.views.get(viewId);
    if (set === MANY) {
      for (const _ of keys) this.offered++;
      return;
    }
    for (const key of keys) {
      this.offered++;
      if (!set) this.views.set(viewId, (set = new Set()));
      set.add(key);
      if (set.size > this.maxKeys) return this.many(viewId);
    }
  }

  isMany(viewId: string): boolean {
    return this.views.get(viewId) === MANY;
  }

  many(viewId: string): void {
    this.views.set(viewId, MANY);
  }

  /** Backpressure: the detail of every pending view is dropped; the client refetches those views. */
  dropDetail(): void {
    for (const viewId of this.views.keys()) this.views.set(viewId, MANY);
  }

  /** The pending views as a `changes` event's data, emptied; undefined when nothing is pending. */
  take(): Record<string, LiveViewChange> | undefined {
    if (this.views.size === 0) return undefined;
    const out: Record<string, LiveViewChange> = {};
    for (const [viewId, set] of this.views) out[viewId] = set === MANY ? { many: true } : { keys: [...set] };
    this.views.clear();
    return out;
  }
}
