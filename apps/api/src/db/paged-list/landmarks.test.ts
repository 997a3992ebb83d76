import { describe, expect, it } from 'vitest';
import { LANDMARK_MIN_OFFSET, Landmarks } from './landmarks';

const seek = (k: string) => ({ v: null, k });

describe('remembered row positions', () => {
  it('answers the nearest position at or before an offset, never one after it', () => {
    const marks = new Landmarks(1000, () => 0);
    marks.remember('q', { offset: 1000, seek: seek('a'), at: 0 });
    marks.remember('q', { offset: 3000, seek: seek('b'), at: 0 });
    expect(marks.nearest('q', 2999)?.seek.k).toBe('a');
    expect(marks.nearest('q', 3000)?.seek.k).toBe('b');
    expect(marks.nearest('q', 999)).toBeUndefined();
    expect(marks.nearest('other', 5000)).toBeUndefined();
  });

  it('keeps no position shallow enough for OFFSET to serve', () => {
    const marks = new Landmarks(1000, () => 0);
    marks.remember('q', { offset: LANDMARK_MIN_OFFSET - 1, seek: seek('a'), at: 0 });
    expect(marks.nearest('q', LANDMARK_MIN_OFFSET + 10)).toBeUndefined();
  });

  it('trusts a position only for its time to live, counted from the walk that found it', () => {
    let now = 0;
    const marks = new Landmarks(1000, () => now);
    marks.remember('q', { offset: 1000, seek: seek('a'), at: 0 });
    now = 999;
    expect(marks.nearest('q', 1000)).toBeDefined();
    // A position derived from an old one is as old as it: remembering it does not renew it.
    marks.remember('q', { offset: 2000, seek: seek('b'), at: 0 });
    now = 1001;
    expect(marks.nearest('q', 2000)).toBeUndefined();
    marks.remember('q', { offset: 2000, seek: seek('b'), at: 0 });
    expect(marks.nearest('q', 2000)).toBeUndefined();
  });

  it('holds a bounded number of positions per list and forgets a table on request', () => {
    const marks = new Landmarks(1000, () => 0);
    for (let i = 0; i < 100; i++) marks.remember('devices|q', { offset: 1000 + i, seek: seek(String(i)), at: 0 });
    // The oldest positions went first: 64 are kept.
    expect(marks.nearest('devices|q', 1035)).toBeUndefined();
    expect(marks.nearest('devices|q', 1036)?.seek.k).toBe('36');
    marks.forget('alerts|');
    expect(marks.nearest('devices|q', 1099)?.seek.k).toBe('99');
    marks.forget('devices|');
    expect(marks.nearest('devices|q', 1099)).toBeUndefined();
  });
});
