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
