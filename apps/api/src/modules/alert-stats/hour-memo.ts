export const HOUR = 3_600_000;
/** An hour counts as closed this long after it ends: a feed may stamp an alert a little late. */
export const CLOSED_HOUR_LAG_MS = 5 * 60_000;
/** Closed hours are re-read this often anyway (retention deletes, a reloaded fleet). */
export const HOUR_MEMO_MS = 10 * 60_000;
/** Windows longer than this are counted directly, not memoised hour by hour. */
export const HOUR_MEMO_MAX_HOURS = 400 * 24;
const MAX_QUERIES = 50;

/** Alerts per hour start (epoch ms, UTC) over [from, to). */
export type HourCounter = (from: number, to: number) => Promise<Array<{ hour: number; n: number }>>;

interface Memo {
  loadedAt: number;
  hours: Map<number, number>;
}

export const floorHour = (t: number) => t - (((t % HOUR) + HOUR) % HOUR);
const ceilHour = (t: number) => floorHour(t + HOUR - 1);

/**
 * Alert counts per hour, remembering the closed hours of each query. An alert's createdAt never
 * changes and new alerts are created now, so an hour that ended a while ago keeps its count:
 * a dashboard polling "the last 30 days" re-reads only the current hour and the window's ragged
 * first hour instead of every alert of the month. The closed hours still expire after
 * HOUR_MEMO_MS, which bounds how long a deletion or a fleet reload can go unseen.
 */
export class HourMemo {
  private readonly memos = new Map<string, Memo>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts per hour start over [start, end); the first (partial) hour is keyed by its floor. */
  async counts(key: string, start: number, end: number, count: HourCounter): Promise<Map<number, number>> {
    const now = this.now();
    const firstFull = ceilHour(start);
    const closedEnd = Math.min(floorHour(end), floorHour(now - CLOSED_HOUR_LAG_MS));
    if (closedEnd <= firstFull || (end - start) / HOUR > HOUR_MEMO_MAX_HOURS) return tally(await count(start, end));

    const memo = this.memo(key, now);
    let missingFrom = Infinity;
    let missingTo = -Infinity;
    for (let h = firstFull; h < closedEnd; h += HOUR) {
      if (!memo.hours.has(h)) {
        missingFrom = Math.min(missingFrom, h);
        missingTo = h + HOUR;
      }
    }
    const [filled, head, tail] = await Promise.all([
      missingFrom < missingTo ? count(missingFrom, missingTo) : Promise.resolve([]),
      start < firstFull ? count(start, firstFull) : Promise.resolve([]),
      closedEnd < end ? count(closedEnd, end) : Promise.resolve([]),
    ]);
    if (missingFrom < missingTo) {
      for (let h = missingFrom; h < missingTo; h += HOUR) memo.hours.set(h, 0);
      for (const r of filled) memo.hours.set(r.hour, r.n);
    }
    const out = tally([...head, ...tail]);
    for (let h = firstFull; h < closedEnd; h += HOUR) out.set(h, (out.get(h) ?? 0) + (memo.hours.get(h) ?? 0));
    return out;
  }

  /** Forgets every hour (the change feed announced a bulk change of alerts). */
  clear(): void {
    this.memos.clear();
  }

  private memo(key: string, now: number): Memo {
    const found = this.memos.get(key);
    if (found && found.loadedAt + HOUR_MEMO_MS > now) return found;
    this.memos.delete(key);
    while (this.memos.size >= MAX_QUERIES) this.memos.delete(this.memos.keys().next().value as string);
    const fresh: Memo = { loadedAt: now, hours: new Map() };
    this.memos.set(key, fresh);
    return fresh;
  }
}

/** Hour rows as a map, rows of the same hour summed. */
export function tally(rows: ReadonlyArray<{ hour: number; n: number }>): Map<number, number> {
  const out = new Map<number, number>();
  for (const r of rows) out.set(r.hour, (out.get(r.hour) ?? 0) + r.n);
  return out;
}

/** Hour counts summed into buckets (sorted starts, each a whole number of hours). */
export function intoBuckets(starts: readonly number[], hours: ReadonlyMap<number, number>): number[] {
  const sums = starts.map(() => 0);
  for (const [hour, n] of hours) {
    let lo = 0;
    let hi = starts.length - 1;
    // The last bucket starting at or before the hour.
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= hour) lo = mid;
      else hi = mid - 1;
    }
    sums[lo] += n;
  }
  return sums;
}
