/** Dates as MM/DD/YYYY HH:mm:ss in local time (spec 001 §9); 0, '0', '_e' show Never/Unavailable. */
export type EmptyDate = 'Never' | 'Unavailable';

const pad = (n: number): string => String(n).padStart(2, '0');

export function toEpochMs(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '' || value === '_e') return undefined;
  const n = typeof value === 'number' ? value : /^-?\d+$/.test(String(value)) ? Number(value) : Date.parse(String(value));
  return Number.isFinite(n) && n !== 0 ? n : undefined;
}

export function formatDate(value: unknown, empty: EmptyDate = 'Unavailable'): string {
  const ms = toEpochMs(value);
  if (ms === undefined) return empty;
  const d = new Date(ms);
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Date text from another system (CMDB dates, Infoblox's 'IPPlan Last Modified') in the one format:
 * a calendar day ('2026-05-01', no time of day) as MM/DD/YYYY, read as written so no time zone
 * moves it to another day; a moment as MM/DD/YYYY HH:mm:ss; text that is no date as written.
 */
export function formatDateText(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  if (text === '') return '';
  const day = DAY.exec(text);
  if (day) return `${day[2]}/${day[3]}/${day[1]}`;
  return /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(text) && toEpochMs(text) !== undefined ? formatDate(text) : text;
}

/** Sorts text formatDateText wrote by the moment it stands for (MM/DD/YYYY does not sort as text). */
export function compareDateText(a: unknown, b: unknown): number {
  const ms = (v: unknown) => {
    const m = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(String(v ?? ''));
    return m ? new Date(+m[3]!, +m[1]! - 1, +m[2]!, +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0)).getTime() : -Infinity;
  };
  const x = ms(a);
  const y = ms(b);
  return x === y ? String(a ?? '').localeCompare(String(b ?? '')) : x < y ? -1 : 1;
}
