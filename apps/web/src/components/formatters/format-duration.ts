/** Durations in seconds as days, hours, mins and secs (spec 000 §4), e.g. '1 day 2 hours 5 secs'. */
const UNITS: ReadonlyArray<readonly [number, string, string]> = [
  [86_400, 'day', 'days'],
  [3_600, 'hour', 'hours'],
  [60, 'min', 'mins'],
  [1, 'sec', 'secs'],
];

export function formatDuration(value: unknown): string {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n) || n < 0) return '';
  let rest = Math.floor(n);
  if (rest === 0) return '0 secs';
  const parts: string[] = [];
  for (const [size, one, many] of UNITS) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0) parts.push(`${count} ${count === 1 ? one : many}`);
  }
  return parts.join(' ');
}

/** Byte counts: above 1024 in KB with two decimals, otherwise the plain number of bytes. */
export function formatBytes(value: unknown): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(n)) return '';
  return n > 1024 ? `${(n / 1024).toFixed(2)} KB` : `${n} B`;
}
