import { PAM_NOTICES } from './pam-messages';

/** What one Save did to each device: written, or refused (or failed) with a reason. */
export interface SaveOutcome {
  created: number;
  updated: number;
  removed: number;
  /** device name -> why it was not written */
  refused: Map<string, string>;
}

export const UPDATED = 'PAM Suspend updated successfully';
/** Devices named under a reason; the rest are counted. */
const NAMED = 3;

/**
 * The one notice of a grid Save (issue 30, item 11): all written reads as the spec's success lines;
 * anything refused reads 'Created N, refused M' and one line per reason with its count, never a
 * line per device.
 */
export function summarize(o: SaveOutcome): { color: 'green' | 'red'; lines: string[] } {
  if (o.refused.size === 0) {
    const lines = [o.created && PAM_NOTICES.created, o.updated && UPDATED, o.removed && PAM_NOTICES.removed].filter((l): l is string => !!l);
    return { color: 'green', lines };
  }
  const byReason = new Map<string, string[]>();
  for (const [device, reason] of o.refused) byReason.set(reason, [...(byReason.get(reason) ?? []), device]);
  const head = [
    `Created ${o.created}`,
    o.updated ? `updated ${o.updated}` : '',
    o.removed ? `removed ${o.removed}` : '',
    `refused ${o.refused.size}`,
  ];
  const reasons = [...byReason]
    .sort((a, b) => b[1].length - a[1].length)
    .map(([reason, devices]) => {
      const more = devices.length > NAMED ? `, and ${devices.length - NAMED} more` : '';
      return `${reason}: ${devices.length} (${devices.slice(0, NAMED).join(', ')}${more})`;
    });
  return { color: 'red', lines: [head.filter(Boolean).join(', '), ...reasons] };
}
