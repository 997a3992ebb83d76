import type { MaintenanceSchedule } from '@nms/contract';
import { recurrenceOf, type WindowRow } from './window-row';

/** What the contract's recurrence logic needs of a stored window. */
export const scheduleOf = (row: WindowRow): MaintenanceSchedule => ({
  start: row.start_local,
  durationMinutes: row.duration_minutes,
  timeZone: row.time_zone,
  recurrence: recurrenceOf(row),
  until: row.until_date,
  endedOccurrenceStart: row.ended_occurrence_start === null ? null : new Date(Number(row.ended_occurrence_start)).toISOString(),
  endedAt: row.ended_at === null ? null : new Date(Number(row.ended_at)).toISOString(),
});
