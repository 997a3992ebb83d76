import { TEXTURE_MAX, radarCells, tileTexture, type RadarCell } from './radar-field';

export const TILE_SIZE = 256;

/** Radar reflectivity ramp (NWS-like, light green to magenta); below the first step is dry. */
const RAMP: ReadonlyArray<readonly [number, number, number, number]> = [
  [0.12, 0x7c, 0xf2, 0x7c],
  [0.2, 0x02, 0xd0, 0x02],
  [0.3, 0x00, 0x9a, 0x00],
  [0.42, 0x00, 0x6e, 0x00],
  [0.52, 0xfd, 0xf8, 0x02],
  [0.62, 0xe5, 0xbc, 0x00],
  [0.72, 0xfd, 0x95, 0x00],
  [0.82, 0xfd, 0x00, 0x00],
  [0.92, 0xbc, 0x00, 0x00],
  [1.02, 0xf8, 0x00, 0xfd],
];
const DRY = RAMP[0][0];

/** Longitude of a pixel column's centre and latitude of a row's centre (web mercator). */
const lngOf = (x: number, px: number, n: number) => ((x + (px + 0.5) / TILE_SIZE) / n) * 360 - 180;
const latOf = (y: number, py: number, n: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * (y + (py + 0.5) / TILE_SIZE)) / n))) * 180) / Math.PI;

/** exp(-d²/2s²) per pixel along one axis; cells are separable, so a tile costs 512 exps a cell. */
function gauss(coords: Float64Array, centre: number, spread: number): Float64Array {
  const out = new Float64Array(coords.length);
  const k = -1 / (2 * spread * spread);
  for (let i = 0; i < coords.length; i++) out[i] = Math.exp(k * (coords[i] - centre) ** 2);
  return out;
}

/** Whether a cell reaches the tile (3 spreads, past which it adds less than 1%). */
const reaches = (c: RadarCell, west: number, east: number, south: number, north: number) =>
  c.lng + 3 * c.sx > west && c.lng - 3 * c.sx < east && c.lat + 3 * c.sy > south && c.lat - 3 * c.sy < north;

/**
 * RGBA pixels of tile z/x/y at a frame, or null when nothing falls on it (most tiles): the
 * caller then sends one shared transparent tile.
 */
export function renderRadarTile(seed: number, frame: number, z: number, x: number, y: number): Uint8Array | null {
  const n = 2 ** z;
  const lngs = Float64Array.from({ length: TILE_SIZE }, (_, px) => lngOf(x, px, n));
  const lats = Float64Array.from({ length: TILE_SIZE }, (_, py) => latOf(y, py, n));
  const cells = radarCells(seed, frame).filter((c) => c.peak > 0.05 && reaches(c, lngs[0], lngs[TILE_SIZE - 1], lats[TILE_SIZE - 1], lats[0]));
  if (cells.length === 0) return null;

  const field = new Float64Array(TILE_SIZE * TILE_SIZE);
  for (const c of cells) {
    const gx = gauss(lngs, c.lng, c.sx);
    const gy = gauss(lats, c.lat, c.sy);
    for (let py = 0; py < TILE_SIZE; py++) {
      const row = c.peak * gy[py];
      if (row < 0.01) continue;
      const base = py * TILE_SIZE;
      for (let px = 0; px < TILE_SIZE; px++) field[base + px] += row * gx[px];
    }
  }

  const texture = tileTexture(seed, lngs, lats);
  const rgba = new Uint8Array(TILE_SIZE * TILE_SIZE * 4);
  let wet = false;
  for (let py = 0; py < TILE_SIZE; py++) {
    for (let px = 0; px < TILE_SIZE; px++) {
      const i = py * TILE_SIZE + px;
      if (field[i] < DRY / TEXTURE_MAX) continue; // no texture lifts it past dry
      const v = field[i] * texture(px, py);
      if (v < DRY) continue;
      let step = 0;
      while (step + 1 < RAMP.length && v >= RAMP[step + 1][0]) step++;
      const colour = RAMP[step];
      const o = i * 4;
      rgba[o] = colour[1];
      rgba[o + 1] = colour[2];
      rgba[o + 2] = colour[3];
      rgba[o + 3] = 255;
      wet = true;
    }
  }
  return wet ? rgba : null;
}
