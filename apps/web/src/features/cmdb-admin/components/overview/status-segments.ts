import { CMDB_STATUS_LABEL_THRESHOLD, CMDB_STATUS_LABELS, type StateShare } from '@nms/contract';

export interface StatusSegment {
  label: string;
  /** Share of the node's devices, 0..100. */
  percent: number;
  value: number;
  /** The segment's hover text: label, percent and count. */
  title: string;
  /** The percent drawn on the segment (whole, to fit): only shares above the threshold get one. */
  text: string | undefined;
}

/** 33.333 → '33.3%': one decimal is enough to tell shares apart on a bar. */
export const percentText = (percent: number): string => `${Math.round(percent * 10) / 10}%`;

const order = (label: string) => {
  const i = (CMDB_STATUS_LABELS as readonly string[]).indexOf(label);
  return i < 0 ? CMDB_STATUS_LABELS.length : i;
};

/**
 * The segments of a status bar (002 §2.5): one per state with devices, in Critical..Normal order
 * (other labels after them), each with its tooltip; the percent is drawn only above 20.
 */
export function statusSegments(shares: readonly StateShare[]): StatusSegment[] {
  return shares
    .filter((s) => s.value > 0 && s.percent > 0)
    .sort((a, b) => order(a.label) - order(b.label))
    .map((s) => ({
      label: s.label,
      percent: s.percent,
      value: s.value,
      title: `${s.label}: ${percentText(s.percent)} (${s.value.toLocaleString('en-US')})`,
      text: s.percent > CMDB_STATUS_LABEL_THRESHOLD ? `${Math.round(s.percent)}%` : undefined,
    }));
}

/** Summary of a bar for its cell's accessible name and for exports: 'Critical 25% (2), Normal 75% (6)'. */
export function statusSummary(shares: readonly StateShare[]): string {
  const segments = statusSegments(shares);
  return segments.length === 0 ? NO_DEVICES : segments.map((s) => `${s.label} ${percentText(s.percent)} (${s.value})`).join(', ');
}

/** What a node with no devices in the window shows (the spec is silent). */
export const NO_DEVICES = 'No devices';
