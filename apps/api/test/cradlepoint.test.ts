import { liveCradlepoint } from '@nms/simulator';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CradlepointRepository } from '../src/modules/cradlepoint/repository';
import { loadFleet } from '../src/simulator/fleet/load-fleet';
import { startHarness, type Harness } from './api-harness';
import { routeTestEngines } from './test-databases';

const engines = await routeTestEngines();
const NOW = Date.UTC(2025, 5, 14, 12);
type Row = Record<string, string | number | null>;
interface Answer {
  data: Row[];
  total: number;
  message?: string;
}
interface Device {
  name: string;
  mdn: string | null;
  lan_ip: string | null;
}

describe.each(engines)('Cradlepoint viewer on %s', (engine) => {
  let h: Harness;
  let devices: Map<string, Device>;
  const get = async (url: string) => {
    const res = await h.app.inject({ method: 'GET', url: `/api/v1.0${url}`, headers: h.operator });
    return { status: res.statusCode, body: res.json() as Answer };
  };
  const ok = async (url: string) => {
    const { status, body } = await get(url);
    expect(status, JSON.stringify(body)).toBe(200);
    return body;
  };

  beforeAll(async () => {
    h = await startHarness(engine);
    await loadFleet(h.database, { size: 1500, seed: 11, now: NOW, worker: false });
    const { rows } = await sql<Device>`SELECT name, mdn, lan_ip FROM devices WHERE class_name = 'HNS_Cradlepoint'`.execute(h.database.db);
    devices = new Map(rows.map((d) => [d.name, d]));
  });
  afterAll(() => h.close());

  it('has seeded the Cradlepoint routers of the fleet in every source, with gaps', async () => {
    expect(devices.size).toBeGreaterThan(10);
    const [ecm, ssh, carrier] = [await ok('/cradlepoint/ecm'), await ok('/cradlepoint/ssh'), await ok('/cradlepoint/carrier')];
    for (const a of [ecm, ssh, carrier]) {
      expect(a.total).toBe(a.data.length);
      expect(a.total).toBeGreaterThan(devices.size * 0.7);
      expect(a.total).toBeLessThanOrEqual(devices.size);
    }
    // Not every router in every source: SSH misses the ones it could not reach, and so on.
    expect(ecm.total + ssh.total + carrier.total).toBeLessThan(3 * devices.size);
  });

  it('answers each source consistent with the device fleet', async () => {
    const ecm = await ok('/cradlepoint/ecm');
    expect(Object.keys(ecm.data[0]).sort()).toEqual(['ecm_cradlepointid', 'ecm_mac', 'ecm_name', 'ecm_phone', 'ecm_usage']);
    for (const r of ecm.data) {
      const d = devices.get(String(r.ecm_name));
      expect(d, String(r.ecm_name)).toBeDefined();
      if (r.ecm_phone !== null) expect(r.ecm_phone).toBe(d?.mdn);
      expect(r.ecm_mac).toMatch(/^00:30:44(:[0-9A-F]{2}){3}$/);
      expect(typeof r.ecm_usage).toBe('number');
    }
    const names = ecm.data.map((r) => String(r.ecm_name));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const ssh = await ok('/cradlepoint/ssh');
    expect(Object.keys(ssh.data[0]).sort()).toEqual(['ssh_deviceid', 'ssh_lanip', 'ssh_lanport', 'ssh_mac']);
    const macOf = new Map(ecm.data.map((r) => [r.ecm_name, r.ecm_mac]));
    for (const r of ssh.data) {
      const d = devices.get(String(r.ssh_deviceid));
      expect(r.ssh_lanip).toBe(d?.lan_ip);
      if (macOf.has(r.ssh_deviceid)) expect(r.ssh_mac).toBe(macOf.get(r.ssh_deviceid));
    }

    const carrier = await ok('/cradlepoint/carrier');
    const mdns = new Set([...devices.values()].map((d) => d.mdn));
    for (const r of carrier.data) {
      expect(mdns.has(String(r.carrier_phone))).toBe(true);
      expect(r.carrier_iccid).toMatch(/^89\d{18}$/);
      expect(['Verizon', 'AT&T', 'T-Mobile']).toContain(r.carrier_carrier);
    }
  });

  it('joins the sources on the router: ECM and SSH on the MAC, the carrier on the phone, keeping every gap', async () => {
    const [all, ecm, ssh, carrier] = [
      await ok('/cradlepoint'),
      await ok('/cradlepoint/ecm'),
      await ok('/cradlepoint/ssh'),
      await ok('/cradlepoint/carrier'),
    ];
    expect(all.total).toBe(all.data.length);
    // Every source row appears exactly once.
    const count = (field: string) => all.data.filter((r) => r[field] !== null).length;
    expect(count('ecm_cradlepointid')).toBe(ecm.total);
    expect(count('ssh_deviceid')).toBe(ssh.total);
    expect(count('carrier_iccid')).toBe(carrier.total);
    for (const r of all.data) {
      if (r.ecm_mac !== null && r.ssh_mac !== null) expect(r.ssh_mac).toBe(r.ecm_mac);
      if (r.carrier_phone !== null && r.ecm_cradlepointid !== null) expect(r.carrier_phone).toBe(r.ecm_phone);
      expect(r.device_name).toBe(r.ecm_name ?? r.ssh_deviceid);
    }
    const sshMacs = new Set(ssh.data.map((r) => r.ssh_mac));
    const phones = new Set(carrier.data.map((r) => r.carrier_phone));
    // A router SSH could not reach has its ECM fields and empty SSH ones; a line no router matched stands alone.
    const noSsh = ecm.data.filter((r) => !sshMacs.has(r.ecm_mac));
    expect(noSsh.length).toBeGreaterThan(0);
    for (const e of noSsh) expect(all.data.find((r) => r.ecm_cradlepointid === e.ecm_cradlepointid)?.ssh_deviceid).toBeNull();
    const matched = ecm.data.filter((r) => r.ecm_phone !== null && phones.has(r.ecm_phone)).length;
    expect(all.data.filter((r) => r.ecm_cradlepointid === null && r.ssh_deviceid === null).length).toBe(carrier.total - matched);
    expect(all.total).toBe(
      ecm.total + (ssh.total - ssh.data.filter((r) => ecm.data.some((e) => e.ecm_mac === r.ssh_mac)).length) + carrier.total - matched,
    );
  });

  it('pages for an API client with offset and limit, total counting every row', async () => {
    const all = await ok('/cradlepoint/ecm');
    const page = await ok('/cradlepoint/ecm?offset=3&limit=4');
    expect(page.total).toBe(all.total);
    expect(page.data).toEqual(all.data.slice(3, 7));
    expect((await ok('/cradlepoint?limit=0')).data).toEqual([]);
  });

  it('shows the usage the feeds report next', async () => {
    const before = await ok('/cradlepoint/ecm');
    await liveCradlepoint({ seed: 1, sink: { cradlepoint: new CradlepointRepository(h.database.db) } }, 1, NOW + 3_600_000);
    const after = await ok('/cradlepoint/ecm');
    const usage = new Map(after.data.map((r) => [r.ecm_cradlepointid, r.ecm_usage as number]));
    for (const r of before.data) expect(usage.get(r.ecm_cradlepointid)).toBeGreaterThan(r.ecm_usage as number);
  });

  it('answers 400 naming the field for bad paging, and 401 without a token', async () => {
    for (const [url, field] of [
      ['/cradlepoint?limit=-1', 'limit'],
      ['/cradlepoint/ssh?offset=abc', 'offset'],
      ['/cradlepoint/ecm?limit=99999999999999999999', 'limit'],
      ['/cradlepoint/carrier?sort=phone', 'querystring/sort is not a known parameter'],
      ['/cradlepoint?limit=1%00', 'limit'],
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(body.message, url).toContain(field);
    }
    expect((await h.app.inject({ method: 'GET', url: '/api/v1.0/cradlepoint' })).statusCode).toBe(401);
  });
});
