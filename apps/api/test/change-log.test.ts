import { CPE_CHANGE_SORTS, EMS_LOG_KEYS, SALESFORCE_LOG_KEYS } from '@nms/contract';
import { seedFleet } from '@nms/simulator';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RepositoryFleetSink } from '../src/simulator/fleet/repository-sink';
import { loadFleet } from '../src/simulator/fleet/load-fleet';
import { startHarness, type Harness } from './api-harness';
import { createTestDatabase, routeTestEngines } from './test-databases';

const engines = await routeTestEngines();
const NOW = Date.UTC(2025, 0, 15, 12);
const FLEET = { size: 400, seed: 3, now: NOW };
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe.each(engines)('change log sources on %s', (engine) => {
  let h: Harness;
  const get = (url: string) => h.app.inject({ method: 'GET', url: `/api/v1.0${url}`, headers: h.operator });
  const one = async <T>(q: string) => (await sql<T>`${sql.raw(q)}`.execute(h.database.db)).rows[0];

  beforeAll(async () => {
    h = await startHarness(engine);
    await loadFleet(h.database, { ...FLEET, worker: false, batchSize: 150 });
  });
  afterAll(() => h.close());

  it('loads the three sources with the fleet (COPY) exactly as the row-by-row sink writes them', async () => {
    const counts = `SELECT (SELECT count(*) FROM cpe_changes)::int AS cpe, (SELECT count(*) FROM salesforce_cases)::int AS cases,
      (SELECT count(*) FROM ems_changes)::int AS ems, (SELECT md5(string_agg(devname || changed_at || cfgpath || cfgattr, ',' ORDER BY id)) FROM cpe_changes) AS digest`;
    const copied = await one<{ cpe: number; cases: number; ems: number; digest: string }>(counts);
    expect(copied.cpe).toBeGreaterThan(200);
    expect(copied.cases).toBeGreaterThan(20);
    expect(copied.ems).toBeGreaterThan(10);
    const other = await createTestDatabase(engine);
    try {
      await other.db.transaction().execute((tx) => seedFleet(new RepositoryFleetSink(tx), FLEET));
      expect((await sql<typeof copied>`${sql.raw(counts)}`.execute(other.db)).rows[0]).toEqual(copied);
    } finally {
      await other.close();
    }
  });

  it('answers the CPE changes of a device newest first with ISO times, in the contract shape', async () => {
    const { devname, n } = await one<{ devname: string; n: number }>(
      'SELECT devname, count(*)::int AS n FROM cpe_changes GROUP BY devname ORDER BY count(*) DESC, devname LIMIT 1',
    );
    const res = await get(`/splunk/cpe?device_name=${devname}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(n);
    expect(Object.keys(data[0]).sort()).toEqual(['_time', 'action', 'cfgattr', 'cfgpath', 'devname', 'msg', 'ui', 'user']);
    expect(data.every((r: { devname: string; _time: string }) => r.devname === devname && ISO.test(r._time))).toBe(true);
    const times = data.map((r: { _time: string }) => r._time);
    expect(times).toEqual([...times].sort().reverse());
    const newest = await one<{ changed_at: number; username: string }>(
      `SELECT changed_at, username FROM cpe_changes WHERE devname = '${devname}' ORDER BY changed_at DESC, id DESC LIMIT 1`,
    );
    expect(data[0]).toMatchObject({ _time: new Date(newest.changed_at).toISOString(), user: newest.username });
  });

  it('sorts, orders, limits and filters CPE changes by customer', async () => {
    const { devname, nmd } = await one<{ devname: string; nmd: string }>(
      `SELECT c.devname, d.nmd FROM cpe_changes c JOIN devices d ON d.name = c.devname GROUP BY 1, 2 HAVING count(*) >= 3 ORDER BY 1 LIMIT 1`,
    );
    const asc = (await get(`/splunk/cpe?device_name=${devname}&sort=_time&order=asc&limit=2`)).json().data;
    expect(asc).toHaveLength(2);
    expect(asc[0]._time <= asc[1]._time).toBe(true);
    for (const sort of CPE_CHANGE_SORTS) {
      const rows = (await get(`/splunk/cpe?device_name=${devname}&sort=${sort}&order=asc`)).json().data;
      const values = rows.map((r: Record<string, string>) => r[sort]);
      expect(values, sort).toEqual([...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    expect((await get(`/splunk/cpe?device_name=${devname}&nmd=${nmd}`)).json().data.length).toBeGreaterThanOrEqual(3);
    expect((await get(`/splunk/cpe?device_name=${devname}&nmd=SOMEONEELSE`)).json()).toEqual({ data: [] });
  });

  it("answers the Salesforce cases of a device: its own and its location's", async () => {
    const { san, loc } = await one<{ san: string; loc: string }>(
      'SELECT san, customer_locid AS loc FROM salesforce_cases ORDER BY opened_at DESC LIMIT 1',
    );
    const neighbour = await one<{ name: string } | undefined>(
      `SELECT name FROM devices WHERE customer_location_id = '${loc}' AND name <> '${san}' ORDER BY name LIMIT 1`,
    );
    const expected = await one<{ n: number }>(`SELECT count(*)::int AS n FROM salesforce_cases WHERE san = '${san}' OR customer_locid = '${loc}'`);
    const res = await get(`/es/logs/application/salesforce?device_name=${san}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(expected.n);
    expect(Object.keys(data[0]).sort()).toEqual([...SALESFORCE_LOG_KEYS].sort());
    expect(data[0]['case.customer_locid']).toBe(loc);
    expect(ISO.test(data[0].timestamp)).toBe(true);
    expect(data[0]['timestamp.closed'] === null || ISO.test(data[0]['timestamp.closed'])).toBe(true);
    const stamps = data.map((r: { timestamp: string }) => r.timestamp);
    expect(stamps).toEqual([...stamps].sort().reverse());
    if (neighbour)
      expect((await get(`/es/logs/application/salesforce?device_name=${neighbour.name}`)).json().data.length).toBeGreaterThanOrEqual(
        expected.n > 0 ? 1 : 0,
      );
    const byTicket = (await get(`/es/logs/application/salesforce?device_name=${san}&sort=ticket.id&order=asc&limit=1`)).json().data;
    expect(byTicket).toHaveLength(1);
  });

  it('answers the EMS parameter changes of a satellite terminal', async () => {
    const { siteid, n } = await one<{ siteid: string; n: number }>(
      'SELECT siteid, count(*)::int AS n FROM ems_changes GROUP BY siteid ORDER BY count(*) DESC, siteid LIMIT 1',
    );
    const { data } = (await get(`/es/logs/application/ems?device_name=${siteid}`)).json();
    expect(data).toHaveLength(n);
    expect(Object.keys(data[0]).sort()).toEqual([...EMS_LOG_KEYS].sort());
    expect(data[0]['change.siteid']).toBe(siteid);
    const asc = (await get(`/es/logs/application/ems?device_name=${siteid}&sort=parameter.name&order=asc`)).json().data;
    const params = asc.map((r: Record<string, string>) => r['parameter.name']);
    expect(params).toEqual([...params].sort());
    const router = await one<{ name: string }>("SELECT name FROM devices WHERE product_category = 'Router' ORDER BY name LIMIT 1");
    expect((await get(`/es/logs/application/ems?device_name=${router.name}`)).json()).toEqual({ data: [] });
  });

  it('documents the calls in openapi.json', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/api/v1.0/openapi.json' })).json();
    for (const p of ['/splunk/cpe', '/es/logs/application/{app}']) expect(doc.paths[`/api/v1.0${p}`]?.get?.tags, p).toEqual(['change-log']);
    for (const p of ['/es/network-events', '/es/device/network-events', '/es/impacted-devices', '/es/impacted-customers']) {
      expect(doc.paths[`/api/v1.0${p}`]?.get?.tags, p).toEqual(['network-events']);
    }
    for (const p of ['/es/device/alerts', '/es/device/historical-alerts']) expect(doc.paths[`/api/v1.0${p}`]?.get?.tags, p).toEqual(['alerts']);
  });

  it('answers 400 naming the field and 404 for an unknown device', async () => {
    const { name } = await one<{ name: string }>('SELECT name FROM devices ORDER BY name LIMIT 1');
    for (const [url, field] of [
      [`/es/logs/application/jira?device_name=${name}`, 'app'],
      [`/splunk/cpe?device_name=${name}&sort=msg`, 'sort'],
      [`/es/logs/application/ems?device_name=${name}&sort=case.san`, 'sort'],
      [`/splunk/cpe?device_name=${name}&limit=1001`, 'limit'],
      [`/splunk/cpe?device_name=${name}&order=sideways`, 'order'],
      ['/splunk/cpe', 'device_name'],
      ['/es/logs/application/salesforce', 'device_name'],
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toContain(field);
    }
    for (const url of [
      '/splunk/cpe?device_name=NOPE',
      '/es/logs/application/salesforce?device_name=NOPE',
      '/es/logs/application/ems?device_name=NOPE',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toContain('device_name');
    }
  });
});
