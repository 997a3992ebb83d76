import { Bitset } from './bitset';
import type { NumberColumn } from './columns';
import type { Match } from './matcher';
import type { DeviceStore } from './store';

/*
 * The leaves of a query as tight loops over one typed array: a function call per device would
 * cost ~10 ms a leaf at a million devices; these take 1-2 ms. Slots not in use are masked off
 * with the live set at the end (a word operation), not tested one by one.
 */

/** Dictionary codes (or boolean bytes) whose entry in `lut` is 1. Both are read when used. */
export function codeLeaf(store: DeviceStore, codesOf: () => ArrayLike<number>, lutOf: () => Uint8Array): Match {
  return {
    test: (slot) => lutOf()[codesOf()[slot]] === 1,
    bits: () => {
      const codes = codesOf();
      const lut = lutOf();
      const out = new Bitset(store.capacity);
      const w = out.words;
      const n = Math.min(codes.length, store.capacity);
      for (let i = 0; i < n; i++) if (lut[codes[i]] === 1) w[i >>> 5] |= 1 << (i & 31);
      return out.and(store.alive);
    },
  };
}

/** Numbers within bounds (NULL, stored as NaN, never is); equality is a closed range of one value. */
export function rangeLeaf(store: DeviceStore, column: NumberColumn, lo: number, hi: number, loIn: boolean, hiIn: boolean): Match {
  const inside = (v: number) => (loIn ? v >= lo : v > lo) && (hiIn ? v <= hi : v < hi);
  return {
    test: (slot) => inside(column.values[slot]),
    bits: () => {
      const v = column.values;
      const out = new Bitset(store.capacity);
      const w = out.words;
      const n = Math.min(v.length, store.capacity);
      for (let i = 0; i < n; i++) {
        const x = v[i];
        if ((loIn ? x >= lo : x > lo) && (hiIn ? x <= hi : x < hi)) w[i >>> 5] |= 1 << (i & 31);
      }
      return out.and(store.alive);
    },
  };
}

/** NULL numbers. */
export function nullNumberLeaf(store: DeviceStore, column: NumberColumn): Match {
  return {
    test: (slot) => Number.isNaN(column.values[slot]),
    bits: () => {
      const v = column.values;
      const out = new Bitset(store.capacity);
      const w = out.words;
      const n = Math.min(v.length, store.capacity);
      for (let i = 0; i < n; i++) if (v[i] !== v[i]) w[i >>> 5] |= 1 << (i & 31);
      return out.and(store.alive);
    },
  };
}

/** A slot test for what has no typed array to loop over (text arrays), evaluated over the live slots. */
export function slotLeaf(store: DeviceStore, prepare: () => (slot: number) => boolean): Match {
  return {
    test: (slot) => prepare()(slot),
    bits: () => {
      const test = prepare();
      const out = new Bitset(store.capacity);
      store.alive.forEach((slot) => {
        if (test(slot)) out.set(slot);
      });
      return out;
    },
  };
}
