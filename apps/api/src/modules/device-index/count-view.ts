import { NumberColumn, TextArrayColumn, TextColumn, type Column } from './columns';
import type { Match } from './matcher';
import type { DeviceStore, SlotListener } from './store';

/** One group's devices: [total, state 1, ..., state 5, then the view's sums in order]. */
export type StateTally = Float64Array;

/** The groups a device falls in: the values of a column, or a key the view computes. */
export type GroupKey = (slot: number) => Array<string | null>;

/**
 * Devices per group and state, among the devices a filter matches, kept current as rows are
 * written (the store tells it before and after each change), so reading it costs one step per
 * group, never a pass over the fleet. A text array counts a device once per element. `sums`
 * adds up number columns per group (the map's tile centres).
 */
export class CountView implements SlotListener {
  private readonly tallies = new Map<string | null, StateTally>();

  constructor(
    private readonly store: DeviceStore,
    private readonly keyOf: GroupKey,
    private readonly filter: Match | undefined,
    private readonly sums: readonly NumberColumn[] = [],
  ) {}

  /** Every group's tally (null: the field is NULL). */
  groups(): ReadonlyMap<string | null, StateTally> {
    return this.tallies;
  }

  added(slot: number): void {
    this.apply(slot, 1);
  }

  removed(slot: number): void {
    this.apply(slot, -1);
  }

  private apply(slot: number, delta: 1 | -1): void {
    if (this.filter && !this.filter.test(slot)) return;
    const state = this.store.state(slot);
    for (const key of this.keyOf(slot)) {
      let tally = this.tallies.get(key);
      if (!tally) this.tallies.set(key, (tally = new Float64Array(6 + this.sums.length)));
      tally[0] += delta;
      if (state >= 1 && state <= 5) tally[state] += delta;
      this.sums.forEach((c, i) => (tally[6 + i] += delta * c.values[slot]));
      if (tally[0] === 0) this.tallies.delete(key);
    }
  }
}

/** The group key of a column's values; undefined when the index does not keep the column. */
export function columnKey(column: Column | undefined): GroupKey | undefined {
  if (column instanceof TextColumn) return (slot) => [column.valueAt(slot)];
  if (column instanceof TextArrayColumn) return (slot) => [...new Set((column.rows[slot] ?? []).map((c) => column.values[c - 1]))];
  if (column instanceof NumberColumn) return (slot) => [Number.isNaN(column.values[slot]) ? null : String(column.values[slot])];
  return undefined;
}
