import type { Column } from './columns';
import { TextArrayColumn, TextColumn } from './columns';
import type { Match } from './matcher';
import type { DeviceStore, SlotListener } from './store';

/** Devices per state of one group: [total, state 1, ..., state 5]. */
export type StateTally = Int32Array;

/**
 * Devices per value of a field and state, among the devices a filter matches, kept current as
 * rows are written (the store tells it before and after each change), so reading it costs one
 * step per group, never a pass over the fleet. A text array counts a device once per element.
 */
export class CountView implements SlotListener {
  private readonly tallies = new Map<string | null, StateTally>();

  constructor(
    private readonly store: DeviceStore,
    private readonly groupBy: Column | undefined,
    private readonly filter: Match | undefined,
  ) {}

  /** Every group's tally (null: the field is NULL); with no groupBy, one group keyed ''. */
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
    for (const key of this.keysOf(slot)) {
      let tally = this.tallies.get(key);
      if (!tally) this.tallies.set(key, (tally = new Int32Array(6)));
      tally[0] += delta;
      if (state >= 1 && state <= 5) tally[state] += delta;
      if (tally[0] === 0) this.tallies.delete(key);
    }
  }

  private keysOf(slot: number): Array<string | null> {
    const g = this.groupBy;
    if (!g) return [''];
    if (g instanceof TextColumn) return [g.valueAt(slot)];
    if (g instanceof TextArrayColumn) return [...new Set((g.rows[slot] ?? []).map((c) => g.values[c - 1]))];
    return [String((g as { values: ArrayLike<number> }).values[slot])];
  }
}
