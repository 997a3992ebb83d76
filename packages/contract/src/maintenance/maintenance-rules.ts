import type { MaintenanceCreateBody, MaintenanceRecurrence } from './maintenance-schemas';
import { isValidTimeZone, parseLocalDate, parseLocalDateTime } from './zoned-time';

/** The form's messages, one per field (the API answers them in 400s naming the field). */
export const MAINTENANCE_MESSAGES = {
  nameRequired: 'Name is required',
  queryRequired: 'A query is required',
  devicesRequired: 'At least one device is required',
  startRequired: "Start is required (local date and time, 'YYYY-MM-DDTHH:mm')",
  durationRange: 'Duration must be between 5 minutes and 31 days',
  durationTooLong: 'Duration must be shorter than the time between two occurrences',
  timeZone: 'Time zone must be an IANA zone such as Europe/Berlin',
  recurrenceRequired: 'Recurrence is required',
  weekdaysRequired: 'Pick at least one weekday',
  dayRequired: 'Pick a day of the month (1-31)',
  weekRequired: 'Pick the week and the weekday',
  until: "Until must be a date ('YYYY-MM-DD') on or after the start date",
} as const;

export const MAINTENANCE_MIN_MINUTES = 5;
export const MAINTENANCE_MAX_MINUTES = 31 * 24 * 60;

export type MaintenanceField = 'name' | 'target' | 'start' | 'durationMinutes' | 'timeZone' | 'recurrence' | 'until';
export type MaintenanceErrors = Partial<Record<MaintenanceField, string>>;

const HOUR = 60;

/**
 * The longest occurrence that cannot run into the next one: a day loses an hour when the clocks
 * skip, so daily is at most 23 h; weekly is the shortest gap between chosen weekdays less an hour;
 * monthly at most 27 days (February, less the DST hour, with room to spare).
 */
export const longestOccurrenceMinutes = (r: MaintenanceRecurrence): number => {
  if (r.kind === 'once') return MAINTENANCE_MAX_MINUTES;
  if (r.kind === 'daily') return 23 * HOUR;
  if (r.kind === 'weekly') {
    const days = [...new Set(r.weekdays ?? [])].sort((a, b) => a - b);
    if (days.length === 0) return 0;
    const gaps = days.map((d, i) => (i + 1 < days.length ? days[i + 1]! - d : days[0]! + 7 - d));
    return Math.min(...gaps) * 24 * HOUR - HOUR;
  }
  return 27 * 24 * HOUR;
};

const recurrenceError = (r: MaintenanceRecurrence | undefined): string | undefined => {
  if (!r) return MAINTENANCE_MESSAGES.recurrenceRequired;
  if (r.kind === 'weekly' && (r.weekdays ?? []).length === 0) return MAINTENANCE_MESSAGES.weekdaysRequired;
  if (r.kind === 'monthly-day' && r.day === undefined) return MAINTENANCE_MESSAGES.dayRequired;
  if (r.kind === 'monthly-weekday' && (r.week === undefined || r.weekday === undefined)) return MAINTENANCE_MESSAGES.weekRequired;
  return undefined;
};

/** The schedule part of the rules (the impact preview checks only these). */
export const maintenanceScheduleErrors = (input: MaintenanceCreateBody): MaintenanceErrors => {
  const errors: MaintenanceErrors = {};
  const start = typeof input.start === 'string' ? parseLocalDateTime(input.start) : null;
  if (!start) errors.start = MAINTENANCE_MESSAGES.startRequired;
  if (typeof input.timeZone !== 'string' || !isValidTimeZone(input.timeZone)) errors.timeZone = MAINTENANCE_MESSAGES.timeZone;
  const recurrence = recurrenceError(input.recurrence);
  if (recurrence) errors.recurrence = recurrence;
  const minutes = input.durationMinutes;
  if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < MAINTENANCE_MIN_MINUTES || minutes > MAINTENANCE_MAX_MINUTES) {
    errors.durationMinutes = MAINTENANCE_MESSAGES.durationRange;
  } else if (input.recurrence && !recurrence && minutes > longestOccurrenceMinutes(input.recurrence)) {
    errors.durationMinutes = MAINTENANCE_MESSAGES.durationTooLong;
  }
  if (input.until !== undefined && input.until !== null && input.until !== '' && input.recurrence?.kind !== 'once') {
    const until = parseLocalDate(input.until);
    if (!until || (start && input.until < (input.start ?? '').slice(0, 10))) errors.until = MAINTENANCE_MESSAGES.until;
  }
  return errors;
};

/** Every rule of a window to save. */
export const maintenanceWindowErrors = (input: MaintenanceCreateBody): MaintenanceErrors => {
  const errors = maintenanceScheduleErrors(input);
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.name = MAINTENANCE_MESSAGES.nameRequired;
  const t = input.target;
  if (!t || (t.kind === 'query' && (t.query ?? '').trim() === '')) errors.target = MAINTENANCE_MESSAGES.queryRequired;
  else if (t.kind === 'devices' && (t.devices ?? []).every((d) => d.trim() === '')) errors.target = MAINTENANCE_MESSAGES.devicesRequired;
  return errors;
};
