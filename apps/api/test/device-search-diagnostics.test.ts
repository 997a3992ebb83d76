import { DIAGNOSTIC_ACTIONS, diagnosticStatus } from '@nms/contract';
import { createLiveDriver } from '@nms/simulator';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RepositoryFleetSink } from '../src/simulator/fleet/repository-sink';
import { loadFleet } from '../src/simulator/fleet/load-fleet';
import { startActionsHarness, type ActionsHarness } from './actions-harness';
import { routeTestEngines } from './test-databases';

const NOW = Date.now();

describe.each(await routeTestEngines())('device search diagnostics and the EM7 feed on %s', (engine) => {
  let h: ActionsHarness;
  let fgt: string;
  const get = (url: string) => h.app.inject({ method: 'GET', url: `/api/v1.0${url}`, headers: h.operator });
  const one = async <T>(q: string) => (await sql<T>`${sql.raw(q)}`.execute(h.database.db)).rows[0];

  beforeAll(async () => {
    h = await startActionsHarness(engine);
    await loadFleet(h.database, { size: 500, seed: 8, alertsTotal: 500, now: NOW, worker: false });
    // A FortiGate that answers (state 1 is a device that does not).
    ({ name: fgt } = await one<{ name: string }>(`SELECT name FROM devices WHERE class_name = 'HNS_FortiGate' ORDER BY name LIMIT 1`));
    await sql`UPDATE devices SET state = 5 WHERE name = ${fgt}`.execute(h.database.db);
  }, 180_000);
  afterAll(() => h?.close());

  it('a FortiGate answers every command with rows whose statuses the panels colour', async () => {
    for (const action of DIAGNOSTIC_ACTIONS.filter((a) => a !== 'diagSwitchControllerDumpClient')) {
      const res = await get(`/action/device/${action}?device_name=${fgt}`);
      expect(res.statusCode, action).toBe(200);
      const { results } = res.json<{ results: { data: Array<Record<string, string>>; note?: string } }>();
      expect(results.note, action).toBeUndefined();
      expect(results.data.length, action).toBeGreaterThan(0);
      for (const row of results.data) if (row.status) expect(['normal', 'critical', 'unknown']).toContain(diagnosticStatus(row.status));
    }
    const audit = await one<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'getSysArp'`);
    expect(audit.n).toBeGreaterThan(0);
  });

  it('a device that cannot run the commands answers a note', async () => {
    const { name } = await one<{ name: string }>(`SELECT name FROM devices WHERE class_name = 'HNS_SatModem' ORDER BY name LIMIT 1`);
    for (const action of DIAGNOSTIC_ACTIONS) {
      const res = await get(`/action/device/${action}?device_name=${name}`);
      expect(res.statusCode, action).toBe(200);
      expect(res.json()).toEqual({ results: { note: 'Command not supported on HNS_SatModem' } });
    }
  });

  it("the switch call on a FortiSwitch's parent answers that switch's clients and serial", async () => {
    const sw = await one<{ name: string; psiteid: string; serial: string }>(`
      SELECT s.name, s.psiteid, s.diu_serial_num AS serial FROM devices s JOIN devices p ON p.name = s.psiteid
       WHERE s.product_category = 'Switch' AND p.class_name = 'HNS_FortiGate' ORDER BY s.name LIMIT 1`);
    await sql`UPDATE devices SET state = 5 WHERE name = ${sw.psiteid}`.execute(h.database.db);
    const res = await get(`/action/device/diagSwitchControllerDumpClient?device_name=${sw.psiteid}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ results: { data: { fsw_1_data: Array<Record<string, string>>; fsw_1_serial: string } } }>().results;
    expect(data.fsw_1_serial).toBe(sw.serial);
    expect(data.fsw_1_data.length).toBeGreaterThan(0);
    expect(Object.keys(data.fsw_1_data[0]).sort()).toEqual(['interface', 'mac', 'vendor', 'vlan']);
  });

  it('an unknown device is a 404, a device that does not answer a 504 with the reason', async () => {
    expect((await get('/action/device/getSysArp?device_name=NOPE-1')).statusCode).toBe(404);
    expect((await get('/action/device/getSysArp')).statusCode).toBe(400);
    await sql`UPDATE devices SET state = 1 WHERE name = ${fgt}`.execute(h.database.db);
    const res = await get(`/action/device/diagSysLinkMonitor?device_name=${fgt}`);
    expect(res.statusCode).toBe(504);
    expect(res.json().message).toContain(fgt);
    await sql`UPDATE devices SET state = 5 WHERE name = ${fgt}`.execute(h.database.db);
  });

  it('the live feed raises, re-notifies and clears EM7 events and polls user counts every 5 minutes', async () => {
    const repo = new RepositoryFleetSink(h.database.db);
    const driver = createLiveDriver({ seed: 8, sink: repo, source: repo, changesPerTick: 2 });
    const start = Math.ceil(NOW / 300_000) * 300_000 - 20_000;
    const before = await one<{ n: number; last: number }>(`SELECT count(*)::int AS n, max(date_last)::float8 AS last FROM em7_events`);
    const counts = `SELECT coalesce(sum(cardinality(v)), 0)::int AS n FROM em7_user_counts WHERE tier = 0`;
    const samplesBefore = (await one<{ n: number }>(counts)).n;
    for (let t = 0; t < 30; t++) await driver.tick(5_000_000 + t, start + t * 5000);
    const after = await one<{ n: number; cleared: number; renotified: number }>(`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE NOT active)::int AS cleared,
             count(*) FILTER (WHERE active AND date_last > ${before.last})::int AS renotified FROM em7_events`);
    expect(after.n).toBeGreaterThan(before.n);
    expect(after.cleared).toBeGreaterThan(0);
    expect(after.renotified).toBeGreaterThan(0);
    expect((await one<{ n: number }>(counts)).n).toBeGreaterThan(samplesBefore);
  });
});
