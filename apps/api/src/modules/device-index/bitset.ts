/**
 * A set of slot numbers as 32-bit words: the posting list of one query over the device index.
 * AND, OR and NOT are word operations, so combining the leaves of a query over a million
 * devices costs ~31,000 word operations each.
 */
export class Bitset {
  readonly words: Uint32Array;

  constructor(readonly size: number) {
    this.words = new Uint32Array((size + 31) >>> 5);
  }

  static of(size: number, test: (slot: number) => boolean): Bitset {
    const b = new Bitset(size);
    const w = b.words;
    for (let i = 0; i < size; i++) if (test(i)) w[i >>> 5] |= 1 << (i & 31);
    return b;
  }

  has(slot: number): boolean {
    return (this.words[slot >>> 5] & (1 << (slot & 31))) !== 0;
  }

  set(slot: number): void {
    this.words[slot >>> 5] |= 1 << (slot & 31);
  }

  clear(slot: number): void {
    this.words[slot >>> 5] &= ~(1 << (slot & 31));
  }

  and(other: Bitset): this {
    const w = this.words;
    const o = other.words;
    for (let i = 0; i < w.length; i++) w[i] &= o[i];
    return this;
  }

  or(other: Bitset): this {
    const w = this.words;
    const o = other.words;
    for (let i = 0; i < w.length; i++) w[i] |= o[i];
    return this;
  }

  /** Keeps the slots of `universe` that are not in this set. */
  notWithin(universe: Bitset): this {
    const w = this.words;
    const u = universe.words;
    for (let i = 0; i < w.length; i++) w[i] = ~w[i] & u[i];
    return this;
  }

  copy(): Bitset {
    const b = new Bitset(this.size);
    b.words.set(this.words);
    return b;
  }

  count(): number {
    let n = 0;
    const w = this.words;
    for (let i = 0; i < w.length; i++) n += popcount(w[i]);
    return n;
  }

  forEach(visit: (slot: number) => void): void {
    const w = this.words;
    for (let i = 0; i < w.length; i++) {
      let word = w[i];
      while (word !== 0) {
        const low = word & -word;
        visit((i << 5) + 31 - Math.clz32(low));
        word ^= low;
      }
    }
  }
}

export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** |a ∩ b| without building the intersection. */
export function countBoth(a: Bitset, b: Bitset): number {
  let n = 0;
  const x = a.words;
  const y = b.words;
  const len = Math.min(x.length, y.length);
  for (let i = 0; i < len; i++) n += popcount(x[i] & y[i]);
  return n;
}
