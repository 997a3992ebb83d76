import { describe, expect, it } from 'vitest';
import { emptyChangeLog, siteChangeLog, type ChangeLogRows } from './change-log';
import { liveCpeChange } from './change-log-live';
import { CHANGE_LOG_DAYS, CPE_FAMILY_OF } from './change-log-cpe-catalog';
import { fleetBatches, fleetSites, planFleet } from './fleet-generator';
import type { FleetSink, FleetSource } from './sink';

const NOW = Date.UTC(2025, 0, 15, 12);
const DAY = 86_400_000;

const collect = (seed: number, size: number, batchSize = 1000): ChangeLogRows => {
  const all = emptyChangeLog();
  for (const b of fleetBatches(planFleet({ seed, size, now: NOW }), batchSize)) {
    all.cpe.push(...b.changeLog.cpe);
    all.cases.push(...b.changeLog.cases);
    all.ems.push(...b.changeLog.ems);
  }
  return all;
};

const log = collect(42, 3000);
const devices = [...fleetSites(planFleet({ seed: 42, size: 3000, now: NOW }))].flatMap((s) => s.devices);
const kindOfName = new Map(devices.map((d) => [d.record.name as string, d.kind]));

describe('change-log generator', () => {
  it('is deterministic: same seed gives the same rows whatever the batch size; another seed differs', () => {
    const again = collect(42, 3000, 333);
    expect(again.cpe).toEqual(log.cpe);
    expect(again.cases).toEqual(log.cases);
    expect(again.ems).toEqual(log.ems);
    expect(collect(43, 3000).cpe.slice(0, 50)).not.toEqual(log.cpe.slice(0, 50));
  });

  it('gives a few rows per device on average and none to some devices', () => {
    const configurable = devices.filter((d) => CPE_FAMILY_OF[d.kind.key]);
    const perDevice = log.cpe.length / configurable.length;
    expect(perDevice).toBeGreaterThan(1);
    expect(perDevice).toBeLessThan(4);
    const touched = new Set(log.cpe.map((r) => r.devname));
    expect(touched.size).toBeLessThan(configurable.length);
    expect(log.cases.length).toBeGreaterThan(100);
    expect(log.ems.length).toBeGreaterThan(50);
  });

  it('writes CPE changes only for configurable CPE, with plausible fields over the last 90 days', () => {
    for (const r of log.cpe) {
      expect(CPE_FAMILY_OF[kindOfName.get(r.devname)!.key]).toBeDefined();
      expect(['add', 'edit', 'delete']).toContain(r.action);
      expect(['GUI', 'CLI', 'API']).toContain(r.ui);
      expect(r.cfgpath).toMatch(/^[\w-]+(\.[\w/ -]+)+$/);
      expect(r.msg.startsWith(`${r.action[0].toUpperCase()}${r.action.slice(1)} `)).toBe(true);
      if (r.action === 'edit') expect(r.cfgattr).toMatch(/^([\w -]+\[[^\]]*->[^\]]*\])+$/);
      if (r.action === 'delete') expect(r.cfgattr).toBe('');
      expect(r.time).toBeGreaterThanOrEqual(NOW - CHANGE_LOG_DAYS * DAY);
      expect(r.time).toBeLessThan(NOW + 10 * 60_000);
      expect(r.user.length).toBeGreaterThan(0);
    }
    expect(new Set(log.cpe.map((r) => r.action))).toEqual(new Set(['add', 'edit', 'delete']));
    expect(new Set(log.cpe.map((r) => r.ui))).toEqual(new Set(['GUI', 'CLI', 'API']));
    expect(log.cpe.some((r) => r.cfgpath.startsWith('system.interface.'))).toBe(true);
    const kinds = new Set(log.cpe.map((r) => kindOfName.get(r.devname)!.productCategory));
    for (const c of ['Router', 'Switch', 'WIFI AP', 'Satellite Modem', 'Wireline Modem']) expect(kinds).toContain(c);
  });

  it('opens Salesforce cases on a device of the site, with unique ticket ids and closed after opened', () => {
    const byName = new Map(devices.map((d) => [d.record.name as string, d.record]));
    for (const c of log.cases) {
      const device = byName.get(c.san)!;
      expect(device).toBeDefined();
      expect(c.customerLocid).toBe(device.customerLocationId);
      expect(c.customer).toBe(device.nmd);
      expect(c.ticketId).toMatch(/^\d{8}$/);
      if (c.closed !== null) expect(c.closed).toBeGreaterThan(c.opened);
      expect(c.opened).toBeGreaterThanOrEqual(NOW - CHANGE_LOG_DAYS * DAY);
    }
    expect(new Set(log.cases.map((c) => c.ticketId)).size).toBe(log.cases.length);
    expect(new Set(log.cases.map((c) => c.requestType))).toContain('Break/Fix');
    expect(log.cases.some((c) => c.closed === null)).toBe(true);
  });

  it('writes EMS changes for satellite modems only, old and new values differing', () => {
    for (const e of log.ems) {
      expect(kindOfName.get(e.siteid)!.key).toBe('vsat');
      expect(e.valueOld).not.toBe(e.valueNew);
    }
    expect(log.ems.some((e) => e.error !== null)).toBe(true);
  });

  it('generates a site alone the same as in the stream', () => {
    const sites = [...fleetSites(planFleet({ seed: 42, size: 3000, now: NOW }))];
    const site = sites[17];
    const alone = siteChangeLog(42, NOW, site);
    const names = new Set(site.devices.map((d) => d.record.name));
    expect(alone.cpe).toEqual(log.cpe.filter((r) => names.has(r.devname)));
    expect(alone.cases).toEqual(log.cases.filter((c) => c.customerLocid === site.location.customerLocationId));
  });
});

describe('live CPE changes', () => {
  it('now and then writes one change of a configurable device at the tick time, replayably', async () => {
    const written: ChangeLogRows[] = [];
    const byName = new Map(devices.map((d) => [d.record.name as string, d.record]));
    const source = {
      devices: async (names: string[]) =>
        names.map((name) => {
          const r = byName.get(name)!;
          return { name, className: r.className as string, model: r.model as string, discovered: r.discovered as boolean };
        }),
    } as unknown as FleetSource;
    const sink = { writeChangeLog: async (rows: ChangeLogRows) => void written.push(rows) } as unknown as FleetSink;
    const roster = [...byName.keys()];
    const run = async () => {
      written.length = 0;
      for (let tick = 0; tick < 200; tick++) await liveCpeChange({ seed: 42, sink, source }, roster, tick, NOW + tick * 5000, 0.2);
      return written.map((w) => w.cpe[0]);
    };
    const first = await run();
    expect(first.length).toBeGreaterThan(10);
    expect(first.length).toBeLessThan(60);
    for (const c of first) {
      expect(CPE_FAMILY_OF[kindOfName.get(c.devname)!.key]).toBeDefined();
      expect((c.time - NOW) % 5000).toBe(0);
    }
    expect(await run()).toEqual(first);
  });
});
