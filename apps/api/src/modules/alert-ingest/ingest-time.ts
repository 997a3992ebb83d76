/** ISO 8601: a date, optionally a time with seconds, fraction and zone; groups: time, zone. */
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** Latest time accepted: a day ahead covers clock skew; later is a unit mistake (microseconds). */
const MAX_AHEAD_MS = 86_400_000;

/**
 * An alert's time as epoch milliseconds: an integer as it is, text only in ISO 8601 (Date.parse
 * would also read '5/6/2025' by the server's locale rules). Undefined when neither, or when out of
 * range (before 2000, which catches epoch seconds sent as milliseconds).
 */
export function epochOf(time: string | number, now = Date.now()): number | undefined {
  const ms = typeof time === 'number' ? time : isoMs(time.trim());
  if (!Number.isSafeInteger(ms)) return undefined;
  if (ms < Date.UTC(2000, 0, 1) || ms > now + MAX_AHEAD_MS) return undefined;
  return ms;
}

/** A date-time without a zone is UTC (Date.parse would read it in the server's zone). */
function isoMs(text: string): number {
  const m = ISO_8601.exec(text);
  if (!m) return NaN;
  return Date.parse(`${text.replace(' ', 'T')}${m[1] && !m[2] ? 'Z' : ''}`);
}
