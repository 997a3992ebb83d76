import { SEVERITY_LABEL, type MaintenanceImpactEvents, type MaintenanceTarget } from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { TextColumn, type DeviceIndex } from '../device-index';
import { eventDevices, type TypeCount } from './impact-repository';

/**
 * The impact counts from the device index (the fleet in memory, current to the last commit, as
 * Manage Devices' totals): one pass over the query's match bits tallies devices, Device Types and
 * distinct customers, with no scan of a million-row table. Undefined (SQL answers) for a device
 * list (the primary key serves it), while the index loads, for a query it cannot evaluate, or when
 * a column overflowed its dictionary.
 */
export interface IndexedImpact {
  devices: number;
  customers: number;
  byType: TypeCount[];
  events: MaintenanceImpactEvents;
}

export async function impactFromIndex(
  db: Kysely<DB>,
  index: DeviceIndex | undefined,
  target: MaintenanceTarget,
  sample = 10,
): Promise<IndexedImpact | undefined> {
  if (!index || target.kind !== 'query') return undefined;
  const [found, hits] = await Promise.all([index.matcher(target.query), eventDevices(db)]);
  if (!found) return undefined;
  const { store, match } = found;
  const category = store.column('product_category');
  const nmd = store.column('nmd');
  if (!(category instanceof TextColumn) || !(nmd instanceof TextColumn)) return undefined;
  const perType = new Float64Array(category.values.length + 1);
  const seen = new Uint8Array(nmd.values.length + 1);
  let devices = 0;
  let customers = 0;
  match.bits().forEach((slot) => {
    devices++;
    perType[category.codes[slot]]++;
    const c = nmd.codes[slot];
    if (c !== 0 && seen[c] === 0 && nmd.values[c - 1] !== '') {
      seen[c] = 1;
      customers++;
    }
  });
  const byType: TypeCount[] = [];
  perType.forEach((n, code) => {
    if (n > 0) byType.push({ type: code === 0 ? null : category.values[code - 1], devices: n });
  });
  byType.sort((a, b) => b.devices - a.devices || (a.type ?? '').localeCompare(b.type ?? ''));
  // Devices with events arrive most events first, then by name in the database's order: kept.
  const inTarget = hits.flatMap((h) => {
    const slot = store.slotOf.get(h.name);
    return slot !== undefined && match.test(slot) ? [{ ...h, slot }] : [];
  });
  const state = (slot: number) => SEVERITY_LABEL[store.state(slot)] ?? null;
  return {
    devices,
    customers,
    byType,
    events: {
      devices: inTarget.length,
      events: inTarget.reduce((sum, h) => sum + h.events, 0),
      sample: inTarget.slice(0, sample).map((h) => ({ name: h.name, events: h.events, severity: state(h.slot) })),
    },
  };
}
