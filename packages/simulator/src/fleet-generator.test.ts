import { DEVICE_FIELDS } from '@nms/contract';
import { describe, expect, it } from 'vitest';
import { fleetBatches, planFleet, type FleetBatch, type GroupTally } from './fleet-generator';

const NOW = Date.UTC(2025, 0, 15, 12);
const collect = (seed: number, size: number, batchSize = 1000, tally?: GroupTally): FleetBatch => {
  const all: FleetBatch = { locations: [], devices: [], alerts: [], changeLog: { cpe: [], cases: [], ems: [] } };
  for (const b of fleetBatches(planFleet({ seed, size, now: NOW }), batchSize, tally)) {
    all.locations.push(...b.locations);
    all.devices.push(...b.devices);
    all.alerts.push(...b.alerts);
  }
  return all;
};

// One 5,000-device fleet shared by the content checks (generation takes ~0.3 s).
const fleet = collect(42, 5000);

describe('fleet generator', () => {
  it('is deterministic: same seed and size give the same rows, whatever the batch size', () => {
    const again = collect(42, 5000, 777);
    expect(again.devices.slice(0, 200)).toEqual(fleet.devices.slice(0, 200));
    expect(again.alerts.slice(0, 200)).toEqual(fleet.alerts.slice(0, 200));
    expect(again.devices.at(-1)).toEqual(fleet.devices.at(-1));
  });

  it('differs between seeds', () => {
    const other = collect(43, 5000);
    expect(other.devices.slice(0, 50)).not.toEqual(fleet.devices.slice(0, 50));
  });

  it('makes exactly the requested devices and alerts, with unique names', () => {
    expect(fleet.devices).toHaveLength(5000);
    expect(fleet.alerts).toHaveLength(30_000);
    expect(new Set(fleet.devices.map((d) => d.name)).size).toBe(5000);
    expect(new Set(fleet.locations.map((l) => l.customerLocationId)).size).toBe(fleet.locations.length);
    expect(new Set(fleet.alerts.map((a) => a.severity))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(fleet.alerts.map((a) => a.visibility))).toEqual(new Set(['External', 'Internal']));
    expect(fleet.alerts.some((a) => typeof a.troubleTicketID === 'string' && /^CAS-\d+$/.test(a.troubleTicketID))).toBe(true);
    const active = fleet.alerts.filter((a) => a.active).map((a) => a.name);
    expect(new Set(active).size).toBe(active.length);
  });

  it('holds every device kind, NOC id and special poller of the spec', () => {
    const values = (f: string) => new Set(fleet.devices.map((d) => d[f]));
    for (const c of [
      'Satellite Modem',
      'Router',
      'Wireline Modem',
      'Wireless Modem',
      'Acceleration Appliance',
      'Switch',
      'WIFI AP',
      'Multimedia Player',
      'Display TV',
      'Power Outlet Controller',
      'VOIP Phone',
      'VOIP ATA',
    ])
      expect(values('productCategory')).toContain(c);
    for (const n of ['MERAKI', 'VELOCLOUD', 'FORTILAN', 'TangoW', 'NNOC', 'ECM', 'OVRC', 'APE', 'CRM-ACTV', 'FORTIMGR'])
      expect(values('nocid')).toContain(n);
    for (const p of ['PAM-ST-OI', 'notset', 'Currently Unavailable', 'NotApplicable']) expect(values('poller')).toContain(p);
    for (const s of ['ACTV', 'maint', 'PEND']) expect(values('provisionStatus')).toContain(s);
    expect(values('className')).toContain('HNS_SatModem');
    expect(values('className')).toContain('HNS_AccelApp');
    expect(values('dmnType')).toContain('DSL');
    expect(values('userdef2')).toContain('Diversity');
    expect(values('cpehan')).toContain('DTSC');
    expect(values('han')).toContain('Currently Unavailable');
    expect(values('assetId')).toContain('Currently Unavailable');
    expect(values('aaCfOpermode')).toContain(3);
    expect(values('aaCfOpermode')).toContain(4);
    expect(values('dataCenter')).toEqual(new Set(['GTN', 'NLV', 'CHY', 'GBY', 'DAL']));
    expect(fleet.devices.some((d) => d.discovered === false && typeof d.discoveryDescription === 'string')).toBe(true);
    expect(fleet.devices.some((d) => typeof d.vadbPrimaryPhoneNumber === 'string' && /^\d{10}$/.test(d.vadbPrimaryPhoneNumber))).toBe(true);
  });

  it('fills every device column', () => {
    const names = DEVICE_FIELDS.map((f) => f.name).filter((n) => n !== 'elementName');
    for (const d of fleet.devices.slice(0, 100)) expect(Object.keys(d).sort()).toEqual([...names].sort());
    for (const n of names)
      expect(
        fleet.devices.some((d) => d[n] !== null && d[n] !== ''),
        n,
      ).toBe(true);
  });

  it('gives each Polycom phone an HR neighbour at its location, and switches a parent site', () => {
    const byLocation = new Map<unknown, typeof fleet.devices>();
    for (const d of fleet.devices) byLocation.set(d.customerLocationId, [...(byLocation.get(d.customerLocationId) ?? []), d]);
    const phones = fleet.devices.filter((d) => String(d.model).startsWith('Polycom'));
    expect(phones.length).toBeGreaterThan(0);
    for (const p of phones) {
      expect(String(p.productCode)).toMatch(/^Polycom/);
      const hr = byLocation.get(p.customerLocationId)!.filter((d) => String(d.model).startsWith('HR') && String(d.productCode).startsWith('HR'));
      expect(hr.length).toBe(1);
    }
    const switches = fleet.devices.filter((d) => d.productCategory === 'Switch');
    const names = new Set(fleet.devices.map((d) => d.name));
    expect(switches.some((s) => s.psiteid === 'notset')).toBe(true);
    for (const s of switches) if (s.psiteid !== 'notset') expect(names.has(s.psiteid as string)).toBe(true);
    expect(switches.filter((s) => s.nocid === 'TangoW').every((s) => s.vendor === 'CISCO')).toBe(true);
  });

  it('sets each device state to its worst active alert, Normal otherwise', () => {
    const worst = new Map<unknown, number>();
    for (const a of fleet.alerts) if (a.active) worst.set(a.elementName, Math.min(worst.get(a.elementName) ?? 5, a.severity as number));
    for (const d of fleet.devices) expect(d.state).toBe(worst.get(d.name) ?? 5);
    expect(fleet.alerts.every((a) => a.active || (a.clearedAt as number) >= (a.lastNotifiedAt as number))).toBe(true);
  });

  it('sizes customers Zipf-like: a few huge, many tiny', () => {
    const plan = planFleet({ seed: 42, size: 5000, now: NOW });
    const quotas = plan.customers.map((c) => c.quota);
    expect(quotas.reduce((a, b) => a + b, 0)).toBe(5000);
    const sorted = [...quotas].sort((a, b) => b - a);
    expect(sorted[0]).toBeGreaterThan(500);
    expect(sorted[0] / sorted[Math.floor(sorted.length / 2)]).toBeGreaterThan(20);
    expect(quotas.filter((q) => q <= 5).length).toBeGreaterThan(quotas.length / 3);
    const perNmd = new Map<unknown, number>();
    for (const d of fleet.devices) perNmd.set(d.nmd, (perNmd.get(d.nmd) ?? 0) + 1);
    for (const c of plan.customers) expect(perNmd.get(c.nmd)).toBe(c.quota);
  });

  it('tallies group membership as the devices carry it', () => {
    const tally: GroupTally = new Map();
    const small = collect(7, 800, 300, tally);
    const plan = planFleet({ seed: 7, size: 800, now: NOW });
    const keys = new Set(plan.groups.map((g) => g.key));
    for (const d of small.devices) for (const k of d.memberOf as string[]) expect(keys.has(k), k).toBe(true);
    const installed = small.devices.filter((d) => d.provisionStatus !== 'PEND');
    expect(installed.length).toBeLessThan(800);
    expect(tally.get('ALL_DEVICES:All Devices')?.total).toBe(installed.length);
    // Not yet installed devices belong to no group.
    for (const d of small.devices) if (d.provisionStatus === 'PEND') expect(d.memberOf).toEqual([]);
  });
});
