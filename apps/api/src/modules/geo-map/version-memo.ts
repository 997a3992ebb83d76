interface Entry<T> {
  owner: object;
  version: number;
  value: T;
}

/**
 * Answers computed from the device index, kept while the index's version stands. A value is
 * reused only for the same key, the same version and the same owner (the store or count view it
 * was read from: a reload swaps both in, so an answer from an old store is never served for a
 * new one). The first read at a newer version drops everything, so stale answers do not stay in
 * memory; `limit` bounds the keys (views) kept at one version, oldest out first.
 *
 * The caller reads the version and computes in one synchronous step after its last await: the
 * index applies a change batch and bumps its version in one synchronous step too, so the value
 * is exactly the store's at that version.
 */
export class VersionMemo<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private version = -1;

  constructor(private readonly limit: number) {}

  get(owner: object, version: number, key: string, compute: () => T): T {
    if (version > this.version) {
      this.entries.clear();
      this.version = version;
    }
    const hit = this.entries.get(key);
    if (hit && hit.owner === owner && hit.version === version) return hit.value;
    const value = compute();
    if (version === this.version) {
      this.entries.delete(key);
      while (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, { owner, version, value });
    }
    return value;
  }

  /** Keys kept (for tests). */
  get size(): number {
    return this.entries.size;
  }
}
