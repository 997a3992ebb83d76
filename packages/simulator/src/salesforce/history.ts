import { fleetSites, type FleetPlan, type GeneratedDevice, type GeneratedSite } from '../fleet-generator';
import { Rng } from '../prng';
import { CASE_TYPES, type CaseTypeDef } from './catalog';
import { FIRST_CASE_SERIAL, MIN, buildCase } from './case-factory';
import { eventCaseHistory } from './event-cases';
import { emptySalesforceRows, type NetworkEventCaseBrief, type SalesforceRows, type SfDeviceContext } from './records';

/** About one case per this many devices (100,000 cases at a million devices). */
export const DEVICES_PER_CASE = 10;
export const HISTORY_DAYS = 90;

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

export function deviceContextOf(site: GeneratedSite, d: GeneratedDevice): SfDeviceContext {
  const r = d.record;
  return {
    name: r.name as string,
    productCategory: d.kind.productCategory,
    model: text(r.model),
    nmd: text(r.nmd),
    beamid: text(r.beamid),
    serial: text(r.diuSerialNum),
    serviceType: text(r.serviceType),
    city: site.location.city,
    stateUSA: site.location.stateUSA,
    address: site.location.address,
  };
}

/** When a case opened: over a quarter in the last day, more in the last week, the rest over 90 days. */
export function caseStart(now: number, rng: Rng): number {
  const u = rng.next();
  if (u < 0.27) return now - rng.int(5, 1440) * MIN;
  if (u < 0.55) return now - rng.int(1440, 7 * 1440) * MIN;
  return now - rng.int(7 * 1440, HISTORY_DAYS * 1440) * MIN;
}

interface Draft {
  start: number;
  def: CaseTypeDef;
  device: SfDeviceContext;
  site: number;
  k: number;
}

/**
 * The Salesforce org's last 90 days for a fleet: cases on its sites' devices (numbered in the
 * order they opened, as Salesforce numbers them), their dispatches and tasks, and a Notification
 * case for every network event. Deterministic for (seed, size, now, events).
 */
export function salesforceHistory(plan: FleetPlan, events: readonly NetworkEventCaseBrief[]): SalesforceRows {
  const drafts: Draft[] = [];
  for (const site of fleetSites(plan)) {
    if (site.devices.length === 0) continue;
    const rng = Rng.of(plan.seed, 'sf', site.siteIndex);
    const expected = site.devices.length / DEVICES_PER_CASE;
    const count = Math.floor(expected) + (rng.chance(expected % 1) ? 1 : 0);
    for (let k = 0; k < count; k++) {
      const device = rng.pick(site.devices);
      const def = rng.weighted(CASE_TYPES.map((t) => [t, t.weight] as const));
      drafts.push({ start: caseStart(plan.now, rng), def, device: deviceContextOf(site, device), site: site.siteIndex, k });
    }
  }
  drafts.sort((a, b) => a.start - b.start || a.site - b.site || a.k - b.k);
  const rows = emptySalesforceRows();
  drafts.forEach((d, i) => buildCase(FIRST_CASE_SERIAL + i, d.def, d.device, d.start, plan.now, Rng.of(plan.seed, 'sf-case', d.site, d.k), rows));
  rows.cases.push(...eventCaseHistory(plan.seed, events, plan.now));
  return rows;
}
