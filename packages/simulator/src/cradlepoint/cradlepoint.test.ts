import { describe, expect, it } from 'vitest';
import { CRADLEPOINT_GAPS, deriveCradlepoint, deriveCradlepoints, luhnDigit } from './derive';
import { liveCradlepoint, seedCradlepoints } from './live';
import type {
  CradlepointCarrierRecord,
  CradlepointEcmRecord,
  CradlepointRouter,
  CradlepointRows,
  CradlepointSink,
  CradlepointSshRecord,
} from './records';
import { CARRIER_OVERHEAD, cycleStart, usageAt } from './usage';

const NOW = Date.UTC(2025, 5, 14, 12);
const router = (i: number, over: Partial<CradlepointRouter> = {}): CradlepointRouter => ({
  name: `ACME-${String(i).padStart(5, '0')}-CP1`,
  model: 'IBR900',
  imei: `35${String(i).padStart(13, '0')}`,
  mdn: String(5_125_550_000 + i),
  lanIp: `172.16.${i % 256}.1`,
  discovered: true,
  ...over,
});
const ROUTERS = Array.from({ length: 3000 }, (_, i) => router(i));

/** The store in memory: what the repository does in SQL. */
class MemoryStore implements CradlepointSink {
  ecm = new Map<string, CradlepointEcmRecord>();
  ssh = new Map<string, CradlepointSshRecord>();
  carrier = new Map<string, CradlepointCarrierRecord>();
  constructor(readonly inventory: CradlepointRouter[]) {}
  async hasRecords() {
    return this.ecm.size + this.ssh.size + this.carrier.size > 0;
  }
  async routers() {
    return this.inventory;
  }
  async staleEcm(limit: number) {
    return [...this.ecm.values()].sort((a, b) => a.reported_at - b.reported_at).slice(0, limit);
  }
  async staleCarrier(limit: number) {
    return [...this.carrier.values()].sort((a, b) => a.reported_at - b.reported_at).slice(0, limit);
  }
  async upsert(rows: CradlepointRows) {
    for (const r of rows.ecm) this.ecm.set(r.cradlepoint_id, r);
    for (const r of rows.ssh) this.ssh.set(r.device_id, r);
    for (const r of rows.carrier) this.carrier.set(r.iccid, r);
  }
}

describe('Cradlepoint records derived from the inventory', () => {
  const rows = deriveCradlepoints(ROUTERS, NOW);
  const byName = new Map(ROUTERS.map((r) => [r.name, r]));

  it('gives ECM and SSH the same MAC and ECM and the carrier the device phone', () => {
    const sshMac = new Map(rows.ssh.map((s) => [s.device_id, s.mac]));
    for (const e of rows.ecm) {
      expect(e.mac).toMatch(/^00:30:44(:[0-9A-F]{2}){3}$/);
      if (sshMac.has(e.name)) expect(sshMac.get(e.name)).toBe(e.mac);
      if (e.phone !== null) expect(e.phone).toBe(byName.get(e.name)?.mdn);
    }
    for (const s of rows.ssh) expect(s.lan_ip).toBe(byName.get(s.device_id)?.lanIp);
    const phones = new Set(ROUTERS.map((r) => r.mdn));
    for (const c of rows.carrier) expect(phones.has(c.phone)).toBe(true);
  });

  it('hands out unique ECM ids, MACs and ICCIDs with a valid check digit', () => {
    expect(new Set(rows.ecm.map((e) => e.cradlepoint_id)).size).toBe(rows.ecm.length);
    expect(new Set(rows.ecm.map((e) => e.mac)).size).toBe(rows.ecm.length);
    expect(new Set(rows.carrier.map((c) => c.iccid)).size).toBe(rows.carrier.length);
    for (const c of rows.carrier) {
      expect(c.iccid).toMatch(/^89\d{18}$/);
      expect(luhnDigit(c.iccid.slice(0, -1))).toBe(c.iccid.slice(-1));
      expect(['Verizon', 'AT&T', 'T-Mobile']).toContain(c.carrier);
    }
  });

  it('leaves realistic gaps in every source, at about the modelled rates', () => {
    const n = ROUTERS.length;
    const near = (count: number, p: number) => expect(Math.abs(count / n - p)).toBeLessThan(0.02);
    near(n - rows.ecm.length, CRADLEPOINT_GAPS.notInEcm);
    near(n - rows.ssh.length, CRADLEPOINT_GAPS.sshUnreachable);
    near(n - rows.carrier.length, CRADLEPOINT_GAPS.noCarrierLine);
    near(rows.ecm.filter((e) => e.phone === null).length, CRADLEPOINT_GAPS.noEcmPhone * (rows.ecm.length / n));
  });

  it('is a function of the router alone, and SSH never reaches an undiscovered router', () => {
    expect(deriveCradlepoint(ROUTERS[7], 7, NOW)).toEqual(deriveCradlepoint(ROUTERS[7], 7, NOW));
    expect(deriveCradlepoint(router(1, { discovered: false }), 1, NOW).ssh).toEqual([]);
    expect(deriveCradlepoint(router(1, { mdn: null }), 1, NOW).carrier).toEqual([]);
  });
});

describe('usage', () => {
  it('grows through the billing cycle and starts again with the month', () => {
    const line = '5125550001';
    expect(usageAt(line, NOW + 60_000)).toBeGreaterThan(usageAt(line, NOW));
    expect(usageAt(line, cycleStart(NOW))).toBe(0);
    expect(usageAt(line, Date.UTC(2025, 6, 1, 0, 1))).toBeLessThan(usageAt(line, Date.UTC(2025, 5, 30, 23)));
  });

  it('has the carrier bill the modem count plus overhead', () => {
    const c = deriveCradlepoints([router(3)], NOW).carrier[0];
    expect(c.usage_mb).toBeCloseTo(usageAt(c.phone, c.reported_at) * CARRIER_OVERHEAD, 2);
  });
});

describe('the live feed', () => {
  it('fills an empty store once, then reports fresh usage of the least recently polled', async () => {
    const store = new MemoryStore(ROUTERS.slice(0, 40));
    expect(await liveCradlepoint({ seed: 5, sink: { cradlepoint: store } }, 1, NOW)).toBeGreaterThan(0);
    const seeded = store.ecm.size;
    expect(await seedCradlepoints(store, NOW)).toBe(0);
    const before = new Map([...store.ecm.values()].map((e) => [e.cradlepoint_id, e.usage_mb]));
    await liveCradlepoint({ seed: 5, sink: { cradlepoint: store } }, 2, NOW + 120_000);
    expect(store.ecm.size).toBe(seeded);
    for (const e of store.ecm.values()) {
      expect(e.reported_at).toBe(NOW + 120_000);
      expect(e.usage_mb).toBeGreaterThan(before.get(e.cradlepoint_id)!);
    }
    expect([...store.carrier.values()].some((c) => c.reported_at === NOW + 120_000)).toBe(true);
  });

  it('does nothing for a sink without a Cradlepoint store', async () => {
    expect(await liveCradlepoint({ seed: 5, sink: {} }, 1, NOW)).toBe(0);
  });
});
