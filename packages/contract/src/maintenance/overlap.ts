import type { MaintenanceSchedule } from './maintenance-schemas';
import { occurrencesFrom, type OccurrenceMs } from './recurrence';

/** How far ahead overlaps are looked for (docs/decisions/pam-and-maintenance.md, issue 21). */
export const OVERLAP_HORIZON_MS = 366 * 86_400_000;

/** True when [a.start, a.end) and [b.start, b.end) share an instant. */
export const occurrencesMeet = (a: OccurrenceMs, b: OccurrenceMs): boolean => a.start < b.end && b.start < a.end;

/**
 * The first pair of occurrences of two windows that meet in time, from `fromMs` to `fromMs + horizon`,
 * or null. Both series come in start order with equal durations (so in end order too): step the one
 * that ends first, as in merging two sorted lists.
 */
export const firstOverlap = (
  a: MaintenanceSchedule,
  b: MaintenanceSchedule,
  fromMs: number,
  horizonMs = OVERLAP_HORIZON_MS,
): { a: OccurrenceMs; b: OccurrenceMs } | null => {
  const stop = fromMs + horizonMs;
  const ia = occurrencesFrom(a, fromMs);
  const ib = occurrencesFrom(b, fromMs);
  let x = ia.next();
  let y = ib.next();
  while (!x.done && !y.done && x.value.start < stop && y.value.start < stop) {
    if (occurrencesMeet(x.value, y.value)) return { a: x.value, b: y.value };
    if (x.value.end <= y.value.end) x = ia.next();
    else y = ib.next();
  }
  return null;
};
