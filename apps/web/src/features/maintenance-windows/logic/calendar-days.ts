import { occurrencesBetween, type MaintenanceSchedule } from '@nms/contract';

export interface CalendarWindow extends MaintenanceSchedule {
  id: number;
  name: string;
}

/** One occurrence as a block on a day: the part of it that falls on that (local) day. */
export interface DayBlock {
  id: number;
  name: string;
  /** The whole occurrence, epoch ms. */
  start: number;
  end: number;
  /** It began on an earlier day (the block shows its start as '…'). */
  continued: boolean;
}

export interface CalendarDay {
  /** Local midnight of the day, epoch ms. */
  dayStart: number;
  blocks: DayBlock[];
}

/** Local midnight of `ms`'s day plus `days` days (the browser's zone: the calendar is the operator's week). */
export const localDayStart = (ms: number, days = 0): number => {
  const d = new Date(ms);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + days).getTime();
};

/**
 * The next `days` days from today (local) with every occurrence of every window on the days it
 * touches, in start order. Occurrences come from the contract's recurrence rules, as the server's.
 */
export function calendarDays(windows: readonly CalendarWindow[], nowMs: number, days = 28): CalendarDay[] {
  const first = localDayStart(nowMs);
  const out: CalendarDay[] = Array.from({ length: days }, (_, i) => ({ dayStart: localDayStart(first, i), blocks: [] }));
  const last = localDayStart(first, days);
  for (const w of windows) {
    for (const o of occurrencesBetween(w, first, last)) {
      for (const day of out) {
        const dayEnd = localDayStart(day.dayStart, 1);
        if (o.start < dayEnd && o.end > day.dayStart)
          day.blocks.push({ id: w.id, name: w.name, start: o.start, end: o.end, continued: o.start < day.dayStart });
      }
    }
  }
  for (const day of out) day.blocks.sort((a, b) => a.start - b.start || a.id - b.id);
  return out;
}
