import type { SummaryCounts as ApiSummaryCounts } from '@nms/contract';
/** Severity counts of spec 001 §3 "Summary data" (the contract's); the strip shows any of them missing as 0. */
export type SummaryCounts = { [K in keyof ApiSummaryCounts]?: ApiSummaryCounts[K] | null };

export interface SummaryTile {
  key: 'total' | 'critical' | 'major' | 'minor' | 'unknown' | 'normal';
  label: string;
  count: string;
  /** Share of the total ('0.00%'); none for the total itself. */
  percent?: string;
  color: string;
}

const TILES: readonly Omit<SummaryTile, 'count' | 'percent'>[] = [
  { key: 'total', label: '# DEVICES', color: 'blue' },
  { key: 'critical', label: 'CRITICAL', color: 'red' },
  { key: 'major', label: 'MAJOR', color: 'orange' },
  { key: 'minor', label: 'MINOR', color: 'yellow' },
  { key: 'unknown', label: 'UNKNOWN', color: 'teal' },
  { key: 'normal', label: 'NORMAL', color: 'green' },
];

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const PERCENT = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Missing, null or non-numeric counts read 0 (spec 001 §2.12). */
const countOf = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** '0,0': thousands separated. */
export const formatCount = (n: number): string => NUMBER.format(n);

/** '0.00%' of the total; 0.00% when the total is 0. */
export const formatPercent = (part: number, total: number): string => PERCENT.format(total > 0 ? part / total : 0);

/** What a tile shows while its count is not known yet: never a 0 that is not one. */
export const LOADING_COUNT = '…';

/**
 * The six tiles of the summary strip: # DEVICES, CRITICAL, MAJOR, MINOR, UNKNOWN, NORMAL. While
 * `loading` (no counts yet), each count reads '…' and no share is shown.
 */
export function summaryTiles(counts: SummaryCounts | undefined, loading = false): SummaryTile[] {
  if (loading) return TILES.map((t) => ({ ...t, count: LOADING_COUNT }));
  const total = countOf(counts?.total);
  return TILES.map((t) => {
    const n = countOf(counts?.[t.key]);
    return { ...t, count: formatCount(n), percent: t.key === 'total' ? undefined : formatPercent(n, total) };
  });
}
