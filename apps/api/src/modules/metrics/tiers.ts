import { SAMPLE_SECONDS } from '@nms/simulator';

/**
 * The round-robin layout of metric_chunks. Tier 0 holds 15-minute samples (a chunk per UTC day),
 * tier 1 daily averages (chunks of 128 days), tier 2 weekly averages (chunks of 64 weeks; weeks
 * start Monday 00:00 UTC). Tier 3 holds the poller's one-minute samples of real devices (a chunk
 * per UTC day), rolled up into tier 0. A chunk starts at a multiple of its span from the tier's
 * origin; value i of its array is the bucket t0 + i * step. Few, long chunks keep the row count
 * (and so the load time and per-row overhead) low: about five rows per series.
 */
export interface Tier {
  tier: number;
  step: number;
  slots: number;
  origin: number;
}

const DAY = 86_400;
const WEEK = 7 * DAY;
/** 1970-01-05 was a Monday. */
export const MONDAY_ORIGIN = 4 * DAY;

const MINUTE_STEP = 60;

/** Finest first: a read takes a bucket from the finest tier that has it. Tier numbers are stored, so they keep their meaning. */
export const TIERS: readonly Tier[] = [
  { tier: 3, step: MINUTE_STEP, slots: DAY / MINUTE_STEP, origin: 0 },
  { tier: 0, step: SAMPLE_SECONDS, slots: DAY / SAMPLE_SECONDS, origin: 0 },
  { tier: 1, step: DAY, slots: 128, origin: 0 },
  { tier: 2, step: WEEK, slots: 64, origin: MONDAY_ORIGIN },
];
export const [MINUTE, RAW, DAILY, WEEKLY] = TIERS;

export const spanOf = (t: Tier) => t.step * t.slots;
/** The longest chunk span: a read looks back this far for chunks overlapping its window. */
export const MAX_SPAN = Math.max(...TIERS.map(spanOf));

/** Start of the chunk holding `ts`, and the 0-based slot of `ts` in it. */
export function chunkOf(t: Tier, ts: number): { t0: number; slot: number } {
  const t0 = t.origin + Math.floor((ts - t.origin) / spanOf(t)) * spanOf(t);
  return { t0, slot: Math.floor((ts - t0) / t.step) };
}

/** Start of the bucket of `ts` for an averaging period (weeks on Mondays, others on UTC). */
export function bucketOf(ts: number, period: number): number {
  if (period === 0) return ts;
  const origin = period === WEEK ? MONDAY_ORIGIN : 0;
  return origin + Math.floor((ts - origin) / period) * period;
}

/**
 * The tier a period reads: the coarsest whose step is at most the period (minutes for 0, the
 * 15-minute samples for 3600). Buckets that tier does not hold (a simulated device has no
 * minutes; older data is past its retention) come from coarser tiers.
 */
export function tierForPeriod(period: number): Tier {
  return [...TIERS].reverse().find((t) => t.step <= Math.max(period, MINUTE_STEP)) ?? MINUTE;
}

export interface Retention {
  /** Days of one-minute samples kept (today counts as one); 2 when not given. */
  minuteDays?: number;
  /** Days of 15-minute samples kept (today counts as one). */
  rawDays: number;
  /** Days of daily averages kept. */
  dailyDays: number;
  /** Days of weekly averages kept. */
  weeklyDays: number;
}

export const DEFAULT_RETENTION: Retention = { minuteDays: 2, rawDays: 2, dailyDays: 92, weeklyDays: 400 };
