/**
 * A small seeded PRNG (mulberry32) and helpers. Every generator derives its own stream from
 * (seed, label, index) so a site, a device or a tick can be regenerated alone, in any order,
 * and the same seed always yields the same fleet whatever the batch size.
 */

/** 32-bit FNV-1a over the parts, mixed with the seed: a stable sub-seed for one stream. */
export function hashSeed(seed: number, ...parts: Array<string | number>): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (const part of parts) {
    const s = String(part);
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    h ^= 0x2f; // separator, so ('ab','c') and ('a','bc') differ
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  static of(seed: number, ...parts: Array<string | number>): Rng {
    return new Rng(hashSeed(seed, ...parts));
  }

  /** Uniform in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by weight; `items` are `[value, weight]` pairs with weights > 0. */
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T {
    let total = 0;
    for (const [, w] of items) total += w;
    let r = this.next() * total;
    for (const [value, w] of items) {
      r -= w;
      if (r < 0) return value;
    }
    return items[items.length - 1][0];
  }

  /** Exponential with the given mean: gaps between events, durations. */
  exp(mean: number): number {
    return -Math.log(1 - this.next()) * mean;
  }

  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }

  /** `k` distinct indices out of [0, n), in ascending order (Floyd's algorithm). */
  sample(n: number, k: number): number[] {
    const chosen = new Set<number>();
    for (let j = n - Math.min(k, n); j < n; j++) {
      const t = this.int(0, j);
      chosen.add(chosen.has(t) ? j : t);
    }
    return [...chosen].sort((a, b) => a - b);
  }
}
