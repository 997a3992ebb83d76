import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';
import { DASHBOARD_CACHE_MS } from '../../lib/ttl-cache';

/** Zoom of the snapshot's tiles (about 10 km); it serves marker precisions up to 9. */
export const SNAPSHOT_ZOOM = 12;
export const SNAPSHOT_MAX_PRECISION = 9;
const SNAPSHOT_QUERIES = 50;

/** Devices of one state in one snapshot tile, with the tile's centre. */
export interface SnapshotCell {
  x: number;
  y: number;
  state: number | null;
  n: number;
  latSum: number;
  lngSum: number;
  centreLat: number;
  centreLng: number;
}

interface Entry {
  cells: Promise<SnapshotCell[]>;
  loadedAt: number;
  refreshing: boolean;
}

const tileCentre = (x: number, y: number) => {
  const size = 2 ** SNAPSHOT_ZOOM;
  const lng = ((x + 0.5) / size) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * (y + 0.5)) / size))) * 180) / Math.PI;
  return { lat, lng };
};

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

  constructor(
    private readonly db: Kysely<DB>,
    private readonly ttlMs = DASHBOARD_CACHE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  cells(key: string, where: RawBuilder<SqlBool>): Promise<SnapshotCell[]> {
    const hit = this.entries.get(key);
    if (!hit) return this.load(key, where);
    if (!hit.refreshing && this.now() - hit.loadedAt > this.ttlMs) {
      hit.refreshing = true;
      const next = this.read(where);
      next.then(
        () => this.entries.set(key, { cells: next, loadedAt: this.now(), refreshing: false }),
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
    const shift = sql.lit(22 - SNAPSHOT_ZOOM);
    const { rows } = await sql<{ x: number; y: number; state: number | null; n: number; lat_sum: number; lng_sum: number }>`
      SELECT tile_x >> ${shift} AS x, tile_y >> ${shift} AS y, state, count(*)::int AS n,
             sum(latitude) AS lat_sum, sum(longitude) AS lng_sum
        FROM devices
       WHERE latitude IS NOT NULL AND longitude IS NOT NULL AND ${where}
       GROUP BY 1, 2, 3`.execute(this.db);
    return rows.map((r) => {
      const c = tileCentre(r.x, r.y);
      return { x: r.x, y: r.y, state: r.state, n: r.n, latSum: Number(r.lat_sum), lngSum: Number(r.lng_sum), centreLat: c.lat, centreLng: c.lng };
    });
  }
}
