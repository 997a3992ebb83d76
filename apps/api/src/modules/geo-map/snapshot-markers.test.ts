import { describe, expect, it } from 'vitest';
import type { SnapshotCell } from './snapshot-cell';
import { snapshotMarkers } from './snapshot-markers';

const cell = (x: number, y: number, state: number | null, n: number, lat: number, lng: number): SnapshotCell => ({
  x,
  y,
  state,
  n,
  latSum: lat * n,
  lngSum: lng * n,
  centreLat: lat,
  centreLng: lng,
});
const world = { top: 85, bottom: -85, west: -180, east: 180 };

describe('snapshotMarkers', () => {
  it('merges zoom-12 tiles into their ancestor at the asked precision, with counts per state and the worst state', () => {
    const cells = [cell(1024, 1536, 5, 3, 36, -81), cell(1025, 1537, 2, 1, 36.1, -80.9), cell(1024, 1536, null, 1, 36, -81)];
    const answer = snapshotMarkers(cells, world, 6);
    expect(answer.total).toBe(5);
    expect(answer.data).toHaveLength(1);
    const [m] = answer.data;
    expect(m.key).toBe('6/16/24');
    expect(m.doc_count).toBe(5);
    expect(m.states).toEqual({ critical: 0, major: 1, minor: 0, unknown: 0, normal: 3 });
    expect(m.state).toBe(2);
    expect(m.location.lat).toBeCloseTo((36 * 4 + 36.1) / 5, 9);
  });

  it('keeps tiles whose centre is in the view, across the antimeridian too', () => {
    const cells = [cell(10, 10, 5, 2, 10, 179.5), cell(4000, 10, 5, 3, 10, -179.5), cell(2000, 10, 5, 7, 10, 0)];
    const across = snapshotMarkers(cells, { top: 20, bottom: 0, west: 179, east: -179 }, 9);
    expect(across.total).toBe(5);
    expect(across.data.map((m) => m.doc_count)).toEqual([3, 2]);
    expect(snapshotMarkers(cells, { top: 5, bottom: 0, west: -180, east: 180 }, 9).total).toBe(0);
  });

  it('orders the largest cells first', () => {
    const cells = [cell(0, 0, 5, 1, 80, -179), cell(4095, 4095, 1, 9, -80, 179)];
    expect(snapshotMarkers(cells, world, 1).data.map((m) => m.doc_count)).toEqual([9, 1]);
  });
});
