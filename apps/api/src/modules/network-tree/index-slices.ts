import { groupCountsOf, stateRowsOf, type DeviceIndex, type DeviceIndexView } from '../device-index';
import type { NmdStateRow, SliceField, SliceRow } from './repository';

const VIEW_OF: Record<SliceField, DeviceIndexView> = { productCategory: 'installedCategories', dslType: 'dslType', stateUSA: 'stateUSA' };

/** Code point order: the order of sliceStatement's ORDER BY under the C collations this runs on. */
const byValue = (a: SliceRow, b: SliceRow) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);

/**
 * A slice (sliceStatement's rows: value, devices, impacted = state 1 or 2) read from the device
 * index's count view of the same condition, or undefined when SQL must answer. NULL and ''
 * are one value, as coalesce(col, '') makes them.
 */
export async function indexSlice(index: DeviceIndex | undefined, field: SliceField): Promise<SliceRow[] | undefined> {
  const view = await index?.view(VIEW_OF[field]);
  if (!view) return undefined;
  const rows = new Map<string, SliceRow>();
  for (const [key, tally] of view.groups()) {
    const value = key ?? '';
    const row = rows.get(value) ?? { value, total: 0, impacted: 0 };
    row.total += tally[0];
    row.impacted += tally[1] + tally[2];
    rows.set(value, row);
  }
  return [...rows.values()].sort(byValue);
}

/** selectNmdStates' rows (devices per customer and state among a query's matches) from the index. */
export async function indexNmdStates(index: DeviceIndex | undefined, query: string): Promise<NmdStateRow[] | undefined> {
  const found = await index?.matcher(query);
  const groups = found && groupCountsOf(found.store, found.match.bits(), 'nmd');
  if (!groups) return undefined;
  return [...groups].flatMap(([nmd, tally]) => stateRowsOf(tally).map((r) => ({ nmd: nmd ?? '', ...r })));
}
