import { TtlCache } from '../../lib/ttl-cache';
import { encodePng } from './png';
import { RADAR_FRAME_MS } from './radar-field';
import { TILE_SIZE, renderRadarTile } from './radar-tile';

export interface RadarTile {
  png: Buffer;
  /** Seconds until the next radar frame replaces this tile (at least 30). */
  maxAge: number;
}

/**
 * The simulated weather radar's tiles as one app serves them. Operators looking at the same area
 * ask for the same tiles and a frame's tile never changes, so rendered tiles are kept until the
 * next 5-minute frame.
 */
export class RadarTiles {
  private readonly empty = encodePng(TILE_SIZE, TILE_SIZE, new Uint8Array(TILE_SIZE * TILE_SIZE * 4));
  private readonly tiles = new TtlCache<Buffer>({ name: 'weather-radar-tiles', ttlMs: RADAR_FRAME_MS, maxEntries: 1024 });

  constructor(private readonly seed: number) {}

  /** Tile z/x/y of the frame current at `now` (indices already checked against the zoom). */
  async tile(z: number, x: number, y: number, now = Date.now()): Promise<RadarTile> {
    const frame = Math.floor(now / RADAR_FRAME_MS);
    const png = await this.tiles.get(`${frame}/${z}/${x}/${y}`, async () => {
      const pixels = renderRadarTile(this.seed, frame, z, x, y);
      return pixels ? encodePng(TILE_SIZE, TILE_SIZE, pixels) : this.empty;
    });
    return { png, maxAge: Math.max(30, Math.ceil(((frame + 1) * RADAR_FRAME_MS - now) / 1000)) };
  }
}
