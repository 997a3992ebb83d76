import { SAMPLE_SECONDS } from '@nms/simulator';

/**
 * The round-robin layout of metric_chunks. Tier 0 holds 15-minute samples (a chunk per UTC day),
 * tier 1 daily averages (chunks of 128 days), tier 2 weekly averages (chunks of 64 weeks; weeks
 * start Monday 00:00 UTC). A chunk starts at a multiple of its span from the tier's origin;
 * value i of its array is the bucket t0 + i * step. Few, long chunks keep the row count (and so
 * the load time and per-row overhead) low: about five rows per series.
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

export const TIERS: readonly Tier[] = [
  { tier: 0, step: SAMPLE_SECONDS, slots: DAY / SAMPLE_SECONDS, origin: 0 },
  { tier: 1, step: DAY, slots: 128, origin: 0 },
  { tier: 2, step: WEEK, slots: 64, origin: MONDAY_ORIGIN },
];
export const [RAW, DAILY, WEEKLY] = TIERS;

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
 * The tier a period reads: the coarsest whose step is at most the period (raw for 0 and 3600).
 * Buckets that tier no longer keeps (older than its retention) come from coarser tiers.
 */
export function tierForPeriod(period: number): Tier {
  return [...TIERS].reverse().find((t) => t.step <= Math.max(period, SAMPLE_SECONDS)) ?? RAW;
}

export interface Retention {
  /** Days of 15-minute samples kept (today counts as one). */
  rawDays: number;
  /** Days of daily averages kept. */
  dailyDays: number;
  /** Days of weekly averages kept. */
  weeklyDays: number;
}

export const DEFAULT_RETENTION: Retention = { rawDays: 2, dailyDays: 92, weeklyDays: 400 };
