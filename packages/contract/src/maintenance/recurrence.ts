import type { MaintenanceRecurrence, MaintenanceSchedule } from './maintenance-schemas';
import { daysInMonth, fromLocal, parseLocalDate, parseLocalDateTime, weekdayOf, type LocalDateTime } from './zoned-time';

/** One occurrence of a window: [start, end) in epoch milliseconds. */
export interface OccurrenceMs {
  start: number;
  end: number;
}

/** No series is followed further than this from its start (a guard, not a rule operators meet). */
const HORIZON_YEARS = 100;

const WEEK_INDEX = { first: 1, second: 2, third: 3, fourth: 4 } as const;

/**
 * The day of the month an occurrence falls on in a month, or null when none: monthly on day 31 is
 * the month's last day in shorter months (docs/decisions/pam-and-maintenance.md, issue 21); 'last Friday' is the last.
 */
export const monthlyDay = (recurrence: MaintenanceRecurrence, year: number, month: number): number | null => {
  const days = daysInMonth(year, month);
  if (recurrence.kind === 'monthly-day') return Math.min(recurrence.day ?? 1, days);
  if (recurrence.kind !== 'monthly-weekday') return null;
  const weekday = recurrence.weekday ?? 0;
  const week = recurrence.week ?? 'first';
  if (week === 'last') {
    const shift = (weekdayOf(year, month, days) - weekday + 7) % 7;
    return days - shift;
  }
  const firstShift = (weekday - weekdayOf(year, month, 1) + 7) % 7;
  return 1 + firstShift + 7 * (WEEK_INDEX[week] - 1);
};

const addDays = (d: LocalDateTime, n: number): LocalDateTime => {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + n));
  return { ...d, year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
};

const dateKey = (d: LocalDateTime) => d.year * 10_000 + d.month * 100 + d.day;

/** The local dates the series falls on, in order, from `from` (a local date) on. */
function* seriesDates(recurrence: MaintenanceRecurrence, first: LocalDateTime, from: LocalDateTime): Generator<LocalDateTime> {
  if (recurrence.kind === 'once') {
    yield first;
    return;
  }
  const startKey = dateKey(first);
  const begin = dateKey(from) > startKey ? from : first;
  const lastYear = first.year + HORIZON_YEARS;
  if (recurrence.kind === 'daily' || recurrence.kind === 'weekly') {
    const days = new Set(recurrence.kind === 'weekly' ? (recurrence.weekdays ?? []) : [0, 1, 2, 3, 4, 5, 6]);
    if (days.size === 0) return;
    for (let d = begin; d.year <= lastYear; d = addDays(d, 1)) if (days.has(weekdayOf(d.year, d.month, d.day))) yield d;
    return;
  }
  for (let i = 0; ; i++) {
    const y = begin.year + Math.floor((begin.month - 1 + i) / 12);
    const m = ((begin.month - 1 + i) % 12) + 1;
    if (y > lastYear) return;
    const day = monthlyDay(recurrence, y, m);
    if (day === null || day > daysInMonth(y, m)) continue;
    const d = { ...first, year: y, month: m, day };
    if (dateKey(d) >= dateKey(begin)) yield d;
  }
}

/**
 * Occurrences of a window in order, each ending after `fromMs`, until its `until` date (inclusive,
 * local) or the horizon. Start times are the start's wall-clock time in the window's zone on each
 * date (so 02:00 stays 02:00 across DST); the duration is elapsed minutes.
 */
export function* occurrencesFrom(schedule: MaintenanceSchedule, fromMs: number): Generator<OccurrenceMs> {
  const first = parseLocalDateTime(schedule.start);
  if (!first) return;
  const durationMs = schedule.durationMinutes * 60_000;
  const until = schedule.until ? parseLocalDate(schedule.until) : null;
  const untilKey = until ? dateKey(until) : Infinity;
  // Begin a day before the zone's date of (from - duration): an occurrence that started then may still run.
  const earliest = new Date(fromMs - durationMs - 2 * 86_400_000);
  const from: LocalDateTime = { ...first, year: earliest.getUTCFullYear(), month: earliest.getUTCMonth() + 1, day: earliest.getUTCDate() };
  // 'End now' cut one occurrence short: it ends at endedAt.
  const endedStart = schedule.endedOccurrenceStart ? Date.parse(schedule.endedOccurrenceStart) : NaN;
  const endedAt = schedule.endedAt ? Date.parse(schedule.endedAt) : NaN;
  for (const date of seriesDates(schedule.recurrence, first, from)) {
    if (schedule.recurrence.kind !== 'once' && dateKey(date) > untilKey) return;
    const start = fromLocal({ ...date, hour: first.hour, minute: first.minute }, schedule.timeZone);
    const end = start === endedStart ? Math.max(start, Math.min(start + durationMs, endedAt)) : start + durationMs;
    if (end > fromMs && end > start) yield { start, end };
  }
}

/** Occurrences overlapping [fromMs, toMs), at most `limit`. */
export const occurrencesBetween = (schedule: MaintenanceSchedule, fromMs: number, toMs: number, limit = 1000): OccurrenceMs[] => {
  const out: OccurrenceMs[] = [];
  for (const o of occurrencesFrom(schedule, fromMs)) {
    if (o.start >= toMs || out.length >= limit) break;
    out.push(o);
  }
  return out;
};

/** The next `count` occurrences not yet over at `nowMs` (the first may be running). */
export const nextOccurrences = (schedule: MaintenanceSchedule, nowMs: number, count: number): OccurrenceMs[] => {
  const out: OccurrenceMs[] = [];
  if (count <= 0) return out;
  for (const o of occurrencesFrom(schedule, nowMs)) {
    out.push(o);
    if (out.length >= count) break;
  }
  return out;
};

/** The occurrence running at `nowMs`, if any. */
export const occurrenceAt = (schedule: MaintenanceSchedule, nowMs: number): OccurrenceMs | null => {
  const next = occurrencesFrom(schedule, nowMs).next();
  return !next.done && next.value.start <= nowMs ? next.value : null;
};

/** An occurrence as the API answers it (ISO 8601 UTC). */
export const toOccurrence = (o: OccurrenceMs): { start: string; end: string } => ({
  start: new Date(o.start).toISOString(),
  end: new Date(o.end).toISOString(),
});
