import { describe, expect, it } from 'vitest';
import { Rng, hashSeed } from './prng';

describe('Rng', () => {
  it('replays the same stream for the same seed and labels', () => {
    const a = Rng.of(1, 'site', 3);
    const b = Rng.of(1, 'site', 3);
    expect(Array.from({ length: 20 }, () => a.next())).toEqual(Array.from({ length: 20 }, () => b.next()));
    expect(hashSeed(1, 'ab', 'c')).not.toBe(hashSeed(1, 'a', 'bc'));
  });

  it('draws ints in range and distinct samples', () => {
    const r = new Rng(9);
    for (let i = 0; i < 1000; i++) {
      const v = r.int(3, 7);
      expect(v >= 3 && v <= 7 && Number.isInteger(v)).toBe(true);
    }
    const s = r.sample(100, 30);
    expect(new Set(s).size).toBe(30);
    expect(s.every((x) => x >= 0 && x < 100)).toBe(true);
    expect(r.sample(5, 10)).toEqual([0, 1, 2, 3, 4]);
  });
});
