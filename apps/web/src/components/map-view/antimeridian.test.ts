import { describe, expect, it } from 'vitest';
import { unwrapRing } from './antimeridian';

const maxStep = (r: number[][]) => Math.max(...r.slice(1).map((p, i) => Math.abs(p[0] - r[i][0])));

describe('unwrapRing', () => {
  it('leaves a ring that does not cross the antimeridian as it is', () => {
    const r = [
      [10, 10],
      [20, 10],
      [20, 20],
      [10, 10],
    ];
    expect(unwrapRing(r)).toBe(r);
  });

  it('makes a crossing ring continuous and keeps most of it on the main world', () => {
    // Chukotka-like: mostly east of 170°E, a part past 180 written as -175.
    const r = [
      [170, 65],
      [179, 66],
      [-175, 66],
      [-175, 64],
      [179, 64],
      [170, 65],
    ];
    const out = unwrapRing(r);
    expect(maxStep(out)).toBeLessThan(180);
    expect(out.map((p) => p[0])).toEqual([170, 179, 185, 185, 179, 170]);
  });

  it('closes a ring round the globe through the pole edge, not across the map', () => {
    const r = [
      [-180, -84],
      [-90, -70],
      [0, -70],
      [90, -70],
      [178, -84],
      [-180, -84],
    ];
    const out = unwrapRing(r);
    // Only the edge along the pole (off the mercator map) spans the world.
    expect(maxStep(out.slice(0, -2))).toBeLessThanOrEqual(180);
    expect(out.slice(-4)).toEqual([
      [180, -84],
      [180, -85.05],
      [-180, -85.05],
      [-180, -84],
    ]);
  });
});
