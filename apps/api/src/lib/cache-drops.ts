/**
 * Caches that follow the change feed (issue 20): a cache registers the topics whose records make
 * it stale, and every record the process receives (modules/live) drops the caches of its topic,
 * whichever process wrote. So no cache serves a write's old answer longer than the feed takes to
 * bring the record. After a resync (records lost) every cache drops.
 *
 * Process-wide, so a cache registers where it is created without being handed the feed; owners
 * are held weakly, so a cache of a closed app (tests build many) is collected, not kept here.
 */
export interface ChangeRecord {
  topic: string;
  /** Empty: every key of the topic may have changed (a bulk statement). */
  keys: readonly string[];
}

interface Follower {
  owner: WeakRef<object>;
  topics: ReadonlySet<string>;
  drop: (owner: object, change: ChangeRecord | undefined) => void;
}

const followers = new Set<Follower>();

/**
 * Calls `drop(owner, change)` for every record of one of `topics`, and `drop(owner, undefined)`
 * after a resync. `drop` gets the owner back rather than closing over it: a closure holding the
 * owner would keep it alive here for ever.
 */
export function followChanges<T extends object>(
  owner: T,
  topics: readonly string[],
  drop: (owner: T, change: ChangeRecord | undefined) => void,
): void {
  followers.add({ owner: new WeakRef(owner), topics: new Set(topics), drop: drop as Follower['drop'] });
}

/** Drops the caches a record makes stale; undefined (a resync): every cache. Returns how many were told. */
export function dropCaches(change: ChangeRecord | undefined): number {
  let told = 0;
  for (const f of followers) {
    const owner = f.owner.deref();
    if (!owner) {
      followers.delete(f);
      continue;
    }
    if (change && !f.topics.has(change.topic)) continue;
    f.drop(owner, change);
    told++;
  }
  return told;
}
