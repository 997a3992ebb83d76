/** MM/DD/YYYY HH:mm:ss in UTC (spec 001 §9 date format), from epoch seconds. */
export function dateString(epochS: number): string {
  const d = new Date(epochS * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCMonth() + 1)}/${p(d.getUTCDate())}/${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
}

/** Values leave with at most 3 decimals: averages of real[] carry float noise otherwise. */
export const round3 = (v: number) => Math.round(v * 1000) / 1000;
