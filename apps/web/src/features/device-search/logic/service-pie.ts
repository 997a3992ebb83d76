import type { StateCount } from '@nms/contract';
import { stateColor } from '../../../components/state-pie/state-pie';

/** Device Search draws Unknown light blue (spec 001 §2.14); the other states keep the app's colours. */
export const UNKNOWN_LIGHT_BLUE = '#74c0fc';
export const serviceStateColor = (label: string): string => (label.toLowerCase() === 'unknown' ? UNKNOWN_LIGHT_BLUE : stateColor(label));

/** One slice of a Services Status pie: its share in whole percent and its count. */
export interface PieShare {
  label: string;
  value: number;
  percent: number;
}

/** 'critical' → 'Critical': the tooltip names states capitalised (spec 001 §2.14). */
export const capitalize = (s: string): string => (s ? s[0].toUpperCase() + s.slice(1).toLowerCase() : s);

/** The states with devices, capitalised, with their percent of the total (rounded, 0 when empty). */
export function pieShares(counts: readonly StateCount[]): PieShare[] {
  const shown = counts.filter((c) => c.value > 0);
  const total = shown.reduce((s, c) => s + c.value, 0);
  return shown.map((c) => ({ label: capitalize(c.label), value: c.value, percent: total ? Math.round((100 * c.value) / total) : 0 }));
}

/** The tooltip line of a slice: name with percent, then Count. */
export const shareTooltip = (s: PieShare): string => `${s.label}: ${s.percent}%, Count: ${s.value.toLocaleString('en-US')}`;
