import { SEVERITY, SEVERITY_NAMES, type SummaryCounts } from '@nms/contract';
import { countBoth, type Bitset } from './bitset';
import { TextColumn } from './columns';
import type { StateTally } from './count-view';
import type { DeviceIndex } from './device-index';
import { countAnswer } from './index-metrics';
import type { DeviceStore } from './store';

/** Counts per state of a set of slots: popcounts against the per-state sets, no row visited. */
export function summaryOf(store: DeviceStore, bits: Bitset): SummaryCounts {
  const counts: SummaryCounts = { total: bits.count(), critical: 0, major: 0, minor: 0, unknown: 0, normal: 0 };
  for (const name of SEVERITY_NAMES) {
    const states = store.byState.get(SEVERITY[name]);
    if (states) counts[name] = countBoth(bits, states);
  }
  return counts;
}

/** The summary of a Lucene query from the index, or undefined when SQL must answer. */
export async function indexSummary(index: DeviceIndex | undefined, query: string): Promise<SummaryCounts | undefined> {
  const found = await index?.matcher(query);
  countAnswer(found ? 'index' : 'sql');
  return found && summaryOf(found.store, found.match.bits());
}

/**
 * Devices per value of a text column and state among a set of slots: one pass over the set's
 * members in memory (a query's matches are known only per request, so no view can hold them).
 */
export function groupCountsOf(store: DeviceStore, bits: Bitset, column: string): Map<string | null, StateTally> | undefined {
  const c = store.column(column);
  if (!(c instanceof TextColumn)) return undefined;
  const byCode = new Map<number, StateTally>();
  bits.forEach((slot) => {
    const code = c.codes[slot];
    let tally = byCode.get(code);
    if (!tally) byCode.set(code, (tally = new Float64Array(6)));
    tally[0]++;
    const state = store.state(slot);
    if (state >= 1 && state <= 5) tally[state]++;
  });
  return new Map([...byCode].map(([code, tally]) => [code === 0 ? null : c.values[code - 1], tally]));
}

/** A tally as (state, devices) rows, as SQL's GROUP BY state gives them: states outside 1..5 under null. */
export function stateRowsOf(tally: StateTally): Array<{ state: number | null; n: number }> {
  const rows: Array<{ state: number | null; n: number }> = [1, 2, 3, 4, 5].map((state) => ({ state, n: tally[state] }));
  rows.push({ state: null, n: tally[0] - tally[1] - tally[2] - tally[3] - tally[4] - tally[5] });
  return rows;
}
