/**
 * Wall-clock time in an IANA time zone, with Intl only (no date library): the offset of a zone at an
 * instant, and the instant of a local date-time. Shared by the API's scheduler and the web's forms.
 */

/** A local calendar date and time of day (month 1-12). */
export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatter = (timeZone: string): Intl.DateTimeFormat => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
};

/** True for a zone Intl knows (an IANA name such as Europe/Berlin, or UTC). */
export const isValidTimeZone = (timeZone: string): boolean => {
  if (typeof timeZone !== 'string' || timeZone.trim() === '') return false;
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
};

/** The local date-time of an instant in a zone, as Intl formats it (the reference the cache below is tested against). */
export const intlLocal = (ms: number, timeZone: string): LocalDateTime & { second: number } => {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(ms))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
};

const intlOffset = (ms: number, timeZone: string): number => {
  const l = intlLocal(ms, timeZone);
  return Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute, l.second) - (ms - (((ms % 1000) + 1000) % 1000));
};

const DAY_MS = 86_400_000;
const MAX_CACHED_DAYS = 100_000;
/** Per zone and UTC day: the offset when it is the same all day (nearly every day), else null. */
const dayOffsets = new Map<string, Map<number, number | null>>();

/**
 * The zone's offset from UTC at an instant, in milliseconds (Berlin in summer: +7,200,000). Intl is
 * asked twice per zone and UTC day, then the day's offset is reused: a year of daily occurrences
 * (and every overlap check) costs a few hundred Intl calls instead of thousands.
 */
export const zoneOffsetMs = (ms: number, timeZone: string): number => {
  let zone = dayOffsets.get(timeZone);
  if (!zone) dayOffsets.set(timeZone, (zone = new Map()));
  const day = Math.floor(ms / DAY_MS);
  let offset = zone.get(day);
  if (offset === undefined) {
    const start = intlOffset(day * DAY_MS, timeZone);
    offset = start === intlOffset((day + 1) * DAY_MS, timeZone) ? start : null;
    if (zone.size >= MAX_CACHED_DAYS) zone.clear();
    zone.set(day, offset);
  }
  return offset ?? intlOffset(ms, timeZone);
};

/** The local date-time of an instant in a zone. */
export const toLocal = (ms: number, timeZone: string): LocalDateTime & { second: number } => {
  const d = new Date(ms + zoneOffsetMs(ms, timeZone));
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
};

/**
 * The instant of a local date-time in a zone. A time that happens twice (the hour the clocks go
 * back) is its first, earlier instant; a time that does not exist (the hour the clocks skip) moves
 * forward by the gap (02:30 on Berlin's spring day is 03:30 CEST), as calendars do.
 */
export const fromLocal = (local: LocalDateTime, timeZone: string): number => {
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  const before = zoneOffsetMs(wall - DAY_MS, timeZone);
  const after = zoneOffsetMs(wall + DAY_MS, timeZone);
  const matches = [wall - before, wall - after].filter((t) => {
    const l = toLocal(t, timeZone);
    return l.year === local.year && l.month === local.month && l.day === local.day && l.hour === local.hour && l.minute === local.minute;
  });
  if (matches.length > 0) return Math.min(...matches);
  // In the gap: read the wall time with the offset in force before the change.
  return wall - before;
};

/** Days in a month (month 1-12). */
export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Day of week of a calendar date, 0 = Sunday ... 6 = Saturday. */
export const weekdayOf = (year: number, month: number, day: number): number => new Date(Date.UTC(year, month - 1, day)).getUTCDay();

/** 'YYYY-MM-DDTHH:mm' (the form a window's start is stored in) -> its parts, or null when not a real date-time. */
export const parseLocalDateTime = (text: string): LocalDateTime | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text ?? '');
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59) return null;
  return { year, month, day, hour, minute };
};

/** 'YYYY-MM-DD' -> its parts (time 00:00), or null when not a real date. */
export const parseLocalDate = (text: string): LocalDateTime | null => parseLocalDateTime(`${text ?? ''}T00:00`);

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Parts -> 'YYYY-MM-DDTHH:mm'. */
export const formatLocalDateTime = (l: LocalDateTime): string => `${pad(l.year, 4)}-${pad(l.month)}-${pad(l.day)}T${pad(l.hour)}:${pad(l.minute)}`;
