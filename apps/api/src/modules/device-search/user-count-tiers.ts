import { USER_COUNT_STEP } from '@nms/simulator';
import type { Tier } from '../metrics';

/**
 * The round-robin layout of em7_user_counts (same chunk arithmetic as the metric store): 5-minute
 * samples kept 2 days (a chunk per UTC day), hourly means kept 90 days (chunks of 30 days), daily
 * means kept a year and a day (chunks of 128 days). The graph zooms from 1 hour to 1 year.
 */
const DAY = 86_400;
export const USER_COUNT_TIERS: readonly Tier[] = [
  { tier: 0, step: USER_COUNT_STEP, slots: DAY / USER_COUNT_STEP, origin: 0 },
  { tier: 1, step: 3600, slots: 720, origin: 0 },
  { tier: 2, step: DAY, slots: 128, origin: 0 },
];
export const USER_COUNT_KEEP = { rawDays: 2, hourlyDays: 90, dailyDays: 366 };
const KEEP_DAYS = [USER_COUNT_KEEP.rawDays, USER_COUNT_KEEP.hourlyDays, USER_COUNT_KEEP.dailyDays];

/** Most points one answer carries: longer windows average neighbouring values. */
export const MAX_POINTS = 500;

export const tierOfStep = (step: number): Tier | undefined => USER_COUNT_TIERS.find((t) => t.step === step);

/** Oldest second each tier still holds at `nowS` (whole days, today included). */
export const keptFrom = (t: Tier, nowS: number): number => Math.floor(nowS / DAY) * DAY - (KEEP_DAYS[t.tier] - 1) * DAY;

/**
 * The tier and bucket that answer [start, end]: the finest tier still holding `start`, buckets a
 * whole number of its steps so that the window has at most MAX_POINTS of them.
 */
export function resolution(start: number, end: number, nowS: number): { tier: Tier; bucket: number } {
  const tier = USER_COUNT_TIERS.find((t) => start >= keptFrom(t, nowS)) ?? USER_COUNT_TIERS[2];
  const steps = Math.max(1, Math.ceil((end - start + 1) / tier.step / MAX_POINTS));
  return { tier, bucket: steps * tier.step };
}
