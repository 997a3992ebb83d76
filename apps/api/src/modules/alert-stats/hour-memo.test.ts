import { describe, expect, it } from 'vitest';
import { CLOSED_HOUR_LAG_MS, HOUR, HOUR_MEMO_MS, HourMemo, intoBuckets, type HourCounter } from './hour-memo';

const T0 = Date.UTC(2026, 10, 1);
/** A fixed history: created_at of every alert, a few per hour with gaps, over 10 days. */
const CREATED = Array.from({ length: 4000 }, (_, i) => T0 + ((i * 7_919_117) % (10 * 24 * HOUR)));

/** Counts as the SQL statement does, and records every range it was asked for. */
function counter(created: number[]) {
  const asked: Array<[number, number]> = [];
  const count: HourCounter = async (from, to) => {
    asked.push([from, to]);
    const out = new Map<number, number>();
    for (const t of created) if (t >= from && t < to) out.set(t - (t % HOUR), (out.get(t - (t % HOUR)) ?? 0) + 1);
    return [...out].map(([hour, n]) => ({ hour, n }));
  };
  return { asked, count };
}
const inWindow = (start: number, end: number) => CREATED.filter((t) => t >= start && t < end).length;
const sum = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);

describe('HourMemo', () => {
  it('counts any window exactly, on the first call and from memory', async () => {
    let now = T0 + 9 * 24 * HOUR + 1234;
    const memo = new HourMemo(() => now);
    const { count } = counter(CREATED);
    for (const [start, end] of [
      [T0 + 1234, now],
      [T0 + 5 * HOUR + 17, T0 + 3 * 24 * HOUR - 99],
      [now - 3000, now],
      [T0 + 77, now],
    ]) {
      expect(sum(await memo.counts('', start, end, count)), `${start}-${end}`).toBe(inWindow(start, end));
      expect(sum(await memo.counts('', start, end, count))).toBe(inWindow(start, end));
      now += 1000;
    }
  });

  it('re-reads only the ragged first hour and the hours that can still change', async () => {
    const now = T0 + 9 * 24 * HOUR + 30 * 60_000;
    const memo = new HourMemo(() => now);
    const { asked, count } = counter(CREATED);
    await memo.counts('', now - 7 * 24 * HOUR, now, count);
    asked.length = 0;
    await memo.counts('', now - 7 * 24 * HOUR, now, count);
    const read = asked.reduce((n, [from, to]) => n + (to - from), 0);
    expect(read).toBeLessThanOrEqual(2 * HOUR + CLOSED_HOUR_LAG_MS);
  });

  it('keeps queries apart and forgets closed hours after HOUR_MEMO_MS', async () => {
    let now = T0 + 5 * 24 * HOUR;
    const end = T0 + 2 * 24 * HOUR;
    const memo = new HourMemo(() => now);
    await memo.counts('a', T0, end, counter(CREATED).count);
    // The history changes under the memo (a fleet reload): 'a' keeps its closed hours until they expire.
    const fewer = counter(CREATED.slice(0, 100));
    const few = CREATED.slice(0, 100).filter((t) => t < end).length;
    expect(sum(await memo.counts('b', T0, end, fewer.count))).toBe(few);
    expect(sum(await memo.counts('a', T0, end, fewer.count))).toBe(inWindow(T0, end));
    expect(fewer.asked).toHaveLength(1);
    now += HOUR_MEMO_MS + 1;
    expect(sum(await memo.counts('a', T0, end, fewer.count))).toBe(few);
  });

  it('sums hours into the bucket starting at or before each', () => {
    const starts = [T0, T0 + 24 * HOUR, T0 + 48 * HOUR];
    const hours = new Map([
      [T0, 1],
      [T0 + 23 * HOUR, 2],
      [T0 + 24 * HOUR, 4],
      [T0 + 50 * HOUR, 8],
    ]);
    expect(intoBuckets(starts, hours)).toEqual([3, 4, 8]);
  });
});
