import { Rng, hashSeed } from '@nms/simulator';

/**
 * A simulated precipitation field over the continental US for the embedded radar tiles: a few
 * storm systems, each a cluster of elliptic gaussian cells, drifting east at 20-60 km/h and
 * growing then fading over their life. A function of (seed, frame) only, so every tile of a
 * frame agrees at its edges and any server renders the same picture.
 */
export const RADAR_FRAME_MS = 5 * 60_000;
const TRACKS = 10;
const LIFE_H = 8;

export interface RadarCell {
  lng: number;
  lat: number;
  /** Spread in degrees along longitude and latitude. */
  sx: number;
  sy: number;
  /** Intensity at the centre, 0..1 (1 ≈ 60 dBZ). */
  peak: number;
}

/** The cells of every storm alive in a frame. */
export function radarCells(seed: number, frame: number): RadarCell[] {
  const hours = (frame * RADAR_FRAME_MS) / 3_600_000;
  const cells: RadarCell[] = [];
  for (let track = 0; track < TRACKS; track++) {
    const offset = ((hashSeed(seed, 'radar-track', track) % 1000) / 1000) * LIFE_H;
    const life = Math.floor((hours + offset) / LIFE_H);
    const age = (hours + offset) / LIFE_H - life; // 0..1 through this storm's life
    const rng = Rng.of(seed, 'radar-storm', track, life);
    if (!rng.chance(0.8)) continue;
    const envelope = Math.sin(Math.PI * age);
    const startLng = rng.float(-122, -78);
    const startLat = rng.float(27, 47);
    // Degrees per life: about 0.3 to 0.7 °/h eastward, a little north or south.
    const lng = startLng + age * LIFE_H * rng.float(0.3, 0.7);
    const lat = startLat + age * LIFE_H * rng.float(-0.15, 0.15);
    const count = rng.int(4, 9);
    for (let i = 0; i < count; i++) {
      cells.push({
        lng: lng + rng.float(-2.2, 2.2),
        lat: lat + rng.float(-1.5, 1.5),
        sx: rng.float(0.35, 1.5),
        sy: rng.float(0.25, 1.0),
        peak: envelope * rng.float(0.2, 0.7),
      });
    }
  }
  return cells;
}

/** A lattice point's value in [0, 1]: an integer hash (hashSeed's string walk is too slow per pixel). */
function lattice(seed: number, i: number, j: number): number {
  let h = (Math.imul(i, 374761393) + Math.imul(j, 668265263) + Math.imul(seed, 1442695041)) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) & 0xffff) / 0xffff;
}
/**
 * One octave of bilinear value noise on a lattice of `step` degrees, prepared for one tile: the
 * lattice values it touches and each column's and row's cell and fraction, so a pixel costs
 * four reads and three lerps instead of four hashes.
 */
class NoiseOctave {
  private readonly values: Float32Array;
  private readonly cols: Int32Array;
  private readonly fus: Float32Array;
  private readonly rows: Int32Array;
  private readonly fvs: Float32Array;
  private readonly width: number;

  constructor(seed: number, lngs: Float64Array, lats: Float64Array, step: number) {
    const us = Array.from(lngs, (l) => l / step);
    const vs = Array.from(lats, (l) => l / step);
    const i0 = Math.floor(Math.min(...us));
    const j0 = Math.floor(Math.min(...vs));
    this.width = Math.floor(Math.max(...us)) - i0 + 2;
    const height = Math.floor(Math.max(...vs)) - j0 + 2;
    this.values = new Float32Array(this.width * height);
    for (let j = 0; j < height; j++) for (let i = 0; i < this.width; i++) this.values[j * this.width + i] = lattice(seed, i0 + i, j0 + j);
    this.cols = Int32Array.from(us, (u) => Math.floor(u) - i0);
    this.fus = Float32Array.from(us, (u) => u - Math.floor(u));
    this.rows = Int32Array.from(vs, (v) => Math.floor(v) - j0);
    this.fvs = Float32Array.from(vs, (v) => v - Math.floor(v));
  }

  at(px: number, py: number): number {
    const k = this.rows[py] * this.width + this.cols[px];
    const fu = this.fus[px];
    const a = this.values[k] + (this.values[k + 1] - this.values[k]) * fu;
    const b = this.values[k + this.width] + (this.values[k + this.width + 1] - this.values[k + this.width]) * fu;
    return a + (b - a) * this.fvs[py];
  }
}

/** Two octaves of noise in [TEXTURE_MIN, TEXTURE_MAX] over a tile, so echoes look grainy rather than airbrushed. */
export const TEXTURE_MIN = 0.5;
export const TEXTURE_MAX = 1.2;
export function tileTexture(seed: number, lngs: Float64Array, lats: Float64Array): (px: number, py: number) => number {
  // An octave finer than a pixel only aliases (and would hash millions of lattice points at
  // low zoom): there it is a flat 0.5.
  const pixel = (lngs[lngs.length - 1] - lngs[0]) / (lngs.length - 1);
  const octave = (s: number, step: number) => (pixel < step ? new NoiseOctave(s, lngs, lats, step) : { at: () => 0.5 });
  const coarse = octave(seed, 0.4);
  const fine = octave(seed + 1, 0.09);
  return (px, py) => TEXTURE_MIN + (TEXTURE_MAX - TEXTURE_MIN) * (0.65 * coarse.at(px, py) + 0.35 * fine.at(px, py));
}
