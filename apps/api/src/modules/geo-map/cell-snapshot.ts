import type { Kysely, RawBuilder, SqlBool } from 'kysely';
import type { DB } from '../../db/schema';
import { followChanges } from '../../lib/cache-drops';
import { DASHBOARD_CACHE_MS } from '../../lib/ttl-cache';
import { selectSnapshotTiles } from './repository';
import { tileCentre, type SnapshotCell } from './snapshot-cell';

export const SNAPSHOT_MAX_PRECISION = 9;
const SNAPSHOT_QUERIES = 50;

interface Entry {
  cells: Promise<SnapshotCell[]>;
  loadedAt: number;
  refreshing: boolean;
}

/**
 * Whole-fleet device counts per zoom-12 tile and state for one map query, kept in memory. The
 * zoomed-out views (the default one included) aggregate these ~10 km tiles instead of every
 * device: at a million devices one scan costs about half a second, far too slow for each pan.
 * Stale-while-revalidate: past DASHBOARD_CACHE_MS the old snapshot is still served while one
 * refresh runs, so a view is at most 15 s plus one refresh old, and only the very first view of a
 * query waits for the scan.
 */
export class CellSnapshots {
  private readonly entries = new Map<string, Entry>();
  private drops = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly ttlMs = DASHBOARD_CACHE_MS,
    private readonly now: () => number = Date.now,
  ) {
    // A device change (from any process, by the change feed) makes every snapshot due: the next
    // view refreshes it. The old one is still served meanwhile, as past the TTL: a scan of a
    // million devices per change would make every zoomed-out view wait for one.
    followChanges(this, ['device'], (self) => self.markStale());
  }

  /** Every snapshot due for a refresh at its next read (a refresh under way included: it read before the change). */
  markStale(): void {
    this.drops++;
    for (const entry of this.entries.values()) entry.loadedAt = -Infinity;
  }

  /** The cells of a query (`key`, its SQL `where`); the device index's current ones are index-answers.ts's. */
  cells(key: string, where: RawBuilder<SqlBool>): Promise<SnapshotCell[]> {
    const hit = this.entries.get(key);
    if (!hit) return this.load(key, where);
    if (!hit.refreshing && this.now() - hit.loadedAt > this.ttlMs) {
      hit.refreshing = true;
      const [started, drops] = [this.now(), this.drops];
      const next = this.read(where);
      next.then(
        () => this.entries.set(key, { cells: next, loadedAt: drops === this.drops ? started : -Infinity, refreshing: false }),
        (e: unknown) => {
          hit.refreshing = false;
          console.error('map snapshot refresh failed; the previous one is served', e);
        },
      );
    }
    return hit.cells;
  }

  private load(key: string, where: RawBuilder<SqlBool>): Promise<SnapshotCell[]> {
    while (this.entries.size >= SNAPSHOT_QUERIES) this.entries.delete(this.entries.keys().next().value as string);
    const entry: Entry = { cells: this.read(where), loadedAt: this.now(), refreshing: false };
    this.entries.set(key, entry);
    entry.cells.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.cells;
  }

  private async read(where: RawBuilder<SqlBool>): Promise<SnapshotCell[]> {
    const rows = await selectSnapshotTiles(this.db, where);
    return rows.map((r) => {
      const c = tileCentre(r.x, r.y);
      return { x: r.x, y: r.y, state: r.state, n: r.n, latSum: Number(r.lat_sum), lngSum: Number(r.lng_sum), centreLat: c.lat, centreLng: c.lng };
    });
  }
}
