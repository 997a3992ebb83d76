import { SF_CASES_DEFAULT_HOURS } from '@nms/contract';

const HOUR_MS = 3_600_000;
const pad = (n: number): string => String(n).padStart(2, '0');

/** The case calls' date parameter: YYYY-MM-DDTHH:mm:ssZ in UTC (spec 001 §7). */
export function toApiDate(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A datetime-local input's value (local time, to the second). */
export function toInputValue(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Epoch milliseconds of a datetime-local value (seconds optional); undefined when empty or unreadable. */
export function fromInputValue(text: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number);
  const ms = new Date(y, mo - 1, d, h, mi, s).getTime();
  return Number.isFinite(ms) ? ms : undefined;
}

/**
 * The SF Cases date range as the pickers show it. `rolling` while the user has not touched it:
 * the timer then moves it to the latest 24 hours instead of reloading a window that ends in the past.
 */
export interface RangeText {
  start: string;
  end: string;
  rolling: boolean;
}

export function defaultRange(now: number): RangeText {
  return { start: toInputValue(now - SF_CASES_DEFAULT_HOURS * HOUR_MS), end: toInputValue(now), rolling: true };
}

export interface RangeCheck {
  start?: string;
  end?: string;
}

/** Field messages of a typed range; empty when it can be sent. */
export function checkRange(range: RangeText): RangeCheck {
  const start = fromInputValue(range.start);
  const end = fromInputValue(range.end);
  const errors: RangeCheck = {};
  if (start === undefined) errors.start = 'Enter a date and time';
  if (end === undefined) errors.end = 'Enter a date and time';
  else if (start !== undefined && end < start) errors.end = 'To must not be before From';
  return errors;
}

export const rangeIsValid = (range: RangeText): boolean => Object.keys(checkRange(range)).length === 0;

/** The call's start_date and end_date of a valid range. */
export function rangeParams(range: RangeText): { start_date: string; end_date: string } {
  return { start_date: toApiDate(fromInputValue(range.start) ?? 0), end_date: toApiDate(fromInputValue(range.end) ?? 0) };
}
