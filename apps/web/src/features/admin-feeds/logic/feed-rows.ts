import type { FeedCounters } from '@nms/contract';

/** Counters a feed writes, in reading order, with the words an operator reads them by. */
export const COUNTER_LABELS: ReadonlyArray<[counter: string, label: string]> = [
  ['received', 'Received'],
  ['parsed', 'Parsed'],
  ['alerts_raised', 'Alerts raised'],
  ['alerts_cleared', 'Alerts cleared'],
  ['unknown_source', 'Unknown sources'],
  ['unknown_device', 'Unknown devices'],
  ['refused_community', 'Refused community'],
  ['failed', 'Unreadable'],
  ['rejected', 'Rejected'],
  ['dropped', 'Dropped'],
  ['dropped_overload', 'Dropped (overload)'],
];

const KNOWN = new Set(COUNTER_LABELS.map(([c]) => c));

/** The feed's counters as label/value pairs: the known ones in order, then any other it wrote. */
export function counterCells(feed: FeedCounters): Array<{ label: string; value: number; problem: boolean }> {
  const problem = (c: string) => /unknown|refused|failed|rejected|dropped/.test(c);
  const known = COUNTER_LABELS.filter(([c]) => c in feed.counters).map(([c, label]) => ({ label, value: feed.counters[c], problem: problem(c) }));
  const other = Object.keys(feed.counters)
    .filter((c) => !KNOWN.has(c))
    .sort()
    .map((c) => ({ label: c, value: feed.counters[c], problem: problem(c) }));
  return [...known, ...other];
}

/** An IPv4 address, the only kind of source the one-click import makes a device of (the name is made from it). */
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

export function importableAddress(address: string): string | null {
  const m = IPV4.exec(address.replace(/:\d+$/, ''));
  return m && m.slice(1).every((o) => Number(o) <= 255) ? m[0] : null;
}

/** The name proposed for a device made from a source address: 'host-10-1-2-3'. */
export const proposedName = (ip: string) => `host-${ip.replaceAll('.', '-')}`;
