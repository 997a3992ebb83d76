import { describe, expect, it } from 'vitest';
import { fleetSites, planFleet } from './fleet-generator';
import { hanBackup, hanTransportFields, natAddress } from './han-transport';
import { NAP_SOURCES } from './network';
import type { DeviceRecord } from './sink';

const NOW = Date.UTC(2025, 0, 15, 12);
const sites = [...fleetSites(planFleet({ seed: 7, size: 4000, now: NOW }))].map((s) => s.devices.map((d) => d.record));
const devices = sites.flat();
const nap = (code: string) => NAP_SOURCES.find((n) => n.code === code)!;
const HAN_FIELDS = ['primaryNapSource', 'backupNapSource', 'transportAdminStatus', 'transportOperStatus', 'transportInUse'];
const STATUS = /^Primary: (Up|Down), Backup: (Up|Down)$/;
const transportOf = (code: unknown) => nap(String(code)).transport;

describe('HAN transports', () => {
  it('gives every device of a HAN site the same distinct primary and backup transport', () => {
    const han = sites.filter((s) => s[0].han === 'Enabled');
    expect(han.length).toBeGreaterThan(50);
    for (const site of han) {
      const [first] = site;
      expect(first.primaryNapSource).not.toBe(first.backupNapSource);
      for (const d of site) for (const f of HAN_FIELDS) expect(d[f], f).toBe(first[f]);
      // The primary is the access the site's PRIMARY transport device rides.
      const primary = site.find((d) => d.eitService_Mode === 'PRIMARY');
      if (primary) expect(first.primaryNapSource).toBe(primary.napSource);
      const backup = site.find((d) => d.eitService_Mode === 'BACKUP');
      if (backup) expect(first.backupNapSource).toBe(backup.napSource);
    }
    // Satellite primaries with terrestrial backups and terrestrial pairs both occur.
    const pairs = new Set(han.map(([d]) => `${transportOf(d.primaryNapSource)}>${transportOf(d.backupNapSource)}`));
    expect(pairs).toContain('satellite>lte');
    expect([...pairs].some((p) => /^(dsl|cable|fiber)>(satellite|lte)$/.test(p))).toBe(true);
  });

  it('reports admin and oper status per transport, and fails over to the backup while the primary is down', () => {
    const han = devices.filter((d) => d.han === 'Enabled');
    for (const d of han) {
      const [, adminP, adminB] = STATUS.exec(String(d.transportAdminStatus))!;
      const [, operP, operB] = STATUS.exec(String(d.transportOperStatus))!;
      // A link administratively down is never operationally up.
      if (adminP === 'Down') expect(operP).toBe('Down');
      if (adminB === 'Down') expect(operB).toBe('Down');
      expect(d.transportInUse).toBe(operP === 'Up' ? 'Primary' : operB === 'Up' ? 'Backup' : 'None');
    }
    const inUse = new Set(han.map((d) => d.transportInUse));
    expect(inUse).toContain('Primary');
    expect(inUse).toContain('Backup');
  });

  it('leaves the transport fields empty off HAN sites', () => {
    for (const d of devices.filter((x) => x.han !== 'Enabled')) for (const f of HAN_FIELDS) expect(d[f], f).toBeNull();
  });

  it('backs a single transport site up through the CPE cellular link (satellite for a cellular primary)', () => {
    expect(hanBackup(nap('HUGHES-SAT'), null, nap('ATT-LTE')).code).toBe('ATT-LTE');
    expect(hanBackup(nap('VERIZON-LTE'), null, nap('ATT-LTE')).code).toBe('HUGHES-SAT');
    expect(hanBackup(nap('ATT-DSL'), nap('HUGHES-SAT'), nap('ATT-LTE')).code).toBe('HUGHES-SAT');
    const down = { primaryAdminUp: true, backupAdminUp: true, primaryOperUp: false, backupOperUp: true };
    expect(hanTransportFields(nap('HUGHES-SAT'), nap('ATT-LTE'), down)).toEqual({
      primaryNapSource: 'HUGHES-SAT',
      backupNapSource: 'ATT-LTE',
      transportAdminStatus: 'Primary: Up, Backup: Up',
      transportOperStatus: 'Primary: Down, Backup: Up',
      transportInUse: 'Backup',
    });
  });
});

describe('NAT addresses', () => {
  const DOC_RANGE = /^(198\.51\.100|203\.0\.113)\.(\d+)$/;
  const nat = (d: DeviceRecord) => [d.natIp1, d.natIp2].filter((a) => a !== null);

  it('are public documentation-range addresses on terrestrial routers and modems only', () => {
    for (const d of devices) {
      for (const a of nat(d)) {
        const m = DOC_RANGE.exec(String(a));
        expect(m, String(a)).not.toBeNull();
        expect(Number(m![2])).toBeGreaterThanOrEqual(1);
        expect(Number(m![2])).toBeLessThanOrEqual(254);
      }
      if (d.natIp2 !== null) expect(d.natIp1).not.toBeNull();
      const category = String(d.productCategory);
      if (category === 'Satellite Modem' || !/Router|Modem/.test(category)) expect(nat(d), String(d.name)).toEqual([]);
    }
    const wireline = devices.filter((d) => d.productCategory === 'Wireline Modem');
    expect(wireline.length).toBeGreaterThan(0);
    for (const d of wireline) expect(String(d.natIp1)).toMatch(/^203\.0\.113\./);
    expect(devices.some((d) => d.productCategory === 'Router' && d.natIp2 !== null)).toBe(true);
  });

  it('shows no NAT address on a router of a satellite-only site', () => {
    const terrestrial = (d: DeviceRecord) => /^(Wireline|Wireless) Modem$/.test(String(d.productCategory)) || d.nocid === 'ECM';
    const satOnly = sites.filter((s) => s[0].han !== 'Enabled' && s.some((d) => d.productCategory === 'Satellite Modem') && !s.some(terrestrial));
    const routers = satOnly.flat().filter((d) => d.productCategory === 'Router');
    expect(routers.length).toBeGreaterThan(0);
    for (const r of routers) expect(nat(r), String(r.name)).toEqual([]);
    expect(natAddress(nap('HUGHES-SAT'), 3)).toBeNull();
    expect(natAddress(nap('ATT-LTE'), 3)).toBe('198.51.100.4');
    expect(natAddress(nap('COX-CABLE'), 254)).toBe('203.0.113.1');
  });
});
