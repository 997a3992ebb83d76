import { emptyChangeLog, siteChangeLog, type ChangeLogRows } from './change-log';
import { buildCustomers, type Customer } from './customers';
import { KINDS, type DeviceKind } from './device-catalog';
import { activeAlerts, archivedAlerts, stateOf } from './device-alerts';
import { buildDevice, siteNapOf } from './device-factory';
import { buildGroups, customerGroupMin, type GroupRecord } from './groups';
import { Rng } from './prng';
import { buildSite } from './site-factory';
import type { AlertRecord, DeviceRecord, LocationRecord } from './sink';

export interface FleetOptions {
  seed: number;
  size: number;
  /** Epoch ms the fleet is generated "as of"; fixed in tests so output is reproducible. */
  now: number;
  /** Alerts in the initial history (active + archived); defaults to 6 per device. */
  alertsTotal?: number;
}

/** The small, in-memory part of a fleet: everything but the per-device rows. */
export interface FleetPlan {
  seed: number;
  size: number;
  now: number;
  alertsTotal: number;
  customers: Customer[];
  groups: GroupRecord[];
  customerGroups: Set<string>;
  /** Beams with a rain fade in progress at load time, and when it began. */
  outageBeams: Map<string, number>;
}

export function planFleet(o: FleetOptions): FleetPlan {
  const customers = buildCustomers(o.seed, o.size);
  const min = customerGroupMin(o.size);
  const groups = buildGroups(o.seed, o.size, customers);
  const rng = Rng.of(o.seed, 'outages');
  const beams = groups.filter((g) => g.networkType === 'BEAM');
  const outageBeams = new Map<string, number>();
  for (const i of rng.sample(beams.length, 2)) outageBeams.set(beams[i].name, o.now - rng.int(40, 150) * 60_000);
  return {
    seed: o.seed,
    size: o.size,
    now: o.now,
    alertsTotal: o.alertsTotal ?? o.size * 6,
    customers,
    groups,
    customerGroups: new Set(customers.filter((c) => c.quota >= min).map((c) => c.nmd)),
    outageBeams,
  };
}

export interface GeneratedDevice {
  record: DeviceRecord;
  kind: DeviceKind;
  index: number;
}

export interface GeneratedSite {
  /** Position of the site in the fleet (0-based), stable for a seed and size. */
  siteIndex: number;
  location: LocationRecord;
  devices: GeneratedDevice[];
}

/** Sites customer by customer; a customer's last site is cut to its quota. O(1) memory per site. */
export function* fleetSites(plan: FleetPlan): Generator<GeneratedSite> {
  let siteIndex = 0;
  let deviceIndex = 0;
  for (const customer of plan.customers) {
    let left = customer.quota;
    for (let siteNo = 1; left > 0; siteNo++) {
      const site = buildSite(plan.seed, plan.size, customer, siteNo, siteIndex);
      const rng = Rng.of(plan.seed, 'devices', customer.index, siteNo);
      const kinds = customer.profile.build(rng).slice(0, left);
      const siteNap = siteNapOf(kinds, site);
      const seen = new Map<string, number>();
      const devices: GeneratedDevice[] = [];
      let parentName: string | null = null;
      for (const key of kinds) {
        const kind = KINDS[key];
        const n = (seen.get(key) ?? 0) + 1;
        seen.set(key, n);
        const record = buildDevice({ site, kind, n, deviceIndex, siteNap, parentName, customerGroups: plan.customerGroups, now: plan.now, rng });
        if (kind.productCategory === 'Router' && !parentName) parentName = record.name as string;
        devices.push({ record, kind, index: deviceIndex++ });
      }
      left -= devices.length;
      yield { siteIndex: siteIndex++, location: site.location, devices };
    }
  }
}

export interface FleetBatch {
  locations: LocationRecord[];
  devices: DeviceRecord[];
  alerts: AlertRecord[];
  /** CPE changes, Salesforce cases and EMS changes of the batch's sites (see change-log.ts). */
  changeLog: ChangeLogRows;
}

/** Per group: devices and impacted devices (state 1 or 2), counted as the fleet streams by. */
export type GroupTally = Map<string, { total: number; impacted: number }>;

export const isImpacted = (state: number | null | undefined): boolean => state === 1 || state === 2;

/**
 * The fleet in batches of about `batchSize` devices with their locations and alert history.
 * History sizes are spread by error diffusion: skewed per device, exact in total (unless the
 * active alerts alone exceed it).
 */
export function* fleetBatches(plan: FleetPlan, batchSize = 5000, tally?: GroupTally): Generator<FleetBatch> {
  let batch: FleetBatch = { locations: [], devices: [], alerts: [], changeLog: emptyChangeLog() };
  let emitted = 0;
  const mean = plan.alertsTotal / plan.size;
  for (const site of fleetSites(plan)) {
    batch.locations.push(site.location);
    siteChangeLog(plan.seed, plan.now, site, batch.changeLog);
    for (const { record, kind, index } of site.devices) {
      const beam = record.beamid as string | null;
      const ctx = { seed: plan.seed, now: plan.now, deviceIndex: index, outageSince: beam ? (plan.outageBeams.get(beam) ?? null) : null };
      const active = activeAlerts(record, kind, ctx);
      record.state = stateOf(active);
      const expected = (plan.alertsTotal * (index + 1)) / plan.size;
      const jitter = mean * (Rng.of(plan.seed, 'spread', index).exp(1) - 1);
      const left = Math.max(0, plan.alertsTotal - emitted);
      const wanted = index === plan.size - 1 ? left : Math.min(left, Math.max(0, Math.round(expected - emitted + jitter)));
      const archived = archivedAlerts(record, kind, ctx, Math.max(0, wanted - active.length));
      emitted += active.length + archived.length;
      batch.devices.push(record);
      batch.alerts.push(...archived, ...active);
      if (tally) {
        for (const key of record.memberOf as string[]) {
          const t = tally.get(key) ?? { total: 0, impacted: 0 };
          t.total++;
          if (isImpacted(record.state as number)) t.impacted++;
          tally.set(key, t);
        }
      }
    }
    if (batch.devices.length >= batchSize) {
      yield batch;
      batch = { locations: [], devices: [], alerts: [], changeLog: emptyChangeLog() };
    }
  }
  if (batch.devices.length > 0) yield batch;
}
