import type { AlertCountInterval } from '@nms/contract';
import { badRequest } from '../../lib/http-error';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** More buckets than this is a mistake (1h over ~400 days), not a chart anyone can read. */
export const MAX_ALERT_BUCKETS = 10_000;

/** Epoch ms of a YYYY-MM-DDTHH:mm:ssZ date that names a real instant; otherwise 400 naming the field. */
export function parseWindowDate(field: 'start_date' | 'end_date', text: string): number {
  const ms = Date.parse(text);
  // Date.parse may roll 2026-02-31 over to March: a date must read back as written.
  if (!Number.isFinite(ms) || new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z') !== text) {
    throw badRequest(`Invalid ${field} '${text.slice(0, 40)}': expected a real date as YYYY-MM-DDTHH:mm:ssZ (UTC)`);
  }
  return ms;
}

const monthStart = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};
const nextMonth = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
};

/**
 * Bucket starts covering [start, end): calendar-aligned in UTC as Elasticsearch's
 * date_histogram (the first bucket starts at or before `start`), months by calendar month.
 */
export function bucketStarts(start: number, end: number, interval: AlertCountInterval): number[] {
  if (end <= start) throw badRequest('end_date must be after start_date');
  const step = interval === '1h' ? HOUR : DAY;
  const first = interval === '1M' ? monthStart(start) : start - (start % step);
  const count =
    interval === '1M'
      ? (() => {
          const a = new Date(first);
          const b = new Date(end - 1);
          return (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth()) + 1;
        })()
      : Math.ceil((end - first) / step);
  if (count > MAX_ALERT_BUCKETS) {
    throw badRequest(`interval '${interval}' over this window gives ${count} buckets: at most ${MAX_ALERT_BUCKETS}, choose a longer interval`);
  }
  const starts: number[] = [];
  for (let t = first; t < end; t = interval === '1M' ? nextMonth(t) : t + step) starts.push(t);
  return starts;
}
