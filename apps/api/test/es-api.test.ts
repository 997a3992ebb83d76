import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './api-harness';
import { routeTestEngines } from './test-databases';

const engines = await routeTestEngines();

const devices = [
  { name: 'dev-a1', state: 1, nmd: 'CUST1', class_name: 'HNS_SatModem', discovered: true },
  { name: 'dev-a2', state: 2, nmd: 'CUST1', class_name: 'HNS_SatModem', discovered: true },
  { name: 'dev-b1', state: 5, nmd: 'CUST2', class_name: 'Router', discovered: false },
  { name: 'dev-b2', state: 5, nmd: 'CUST2', class_name: 'Router', discovered: true },
  { name: 'dev-c1', state: 3, nmd: '', class_name: 'Switch', discovered: true },
  { name: 'dev-c2', state: 4, nmd: null, class_name: 'Switch', discovered: true },
  { name: 'dev-c3', state: 7, nmd: 'CUST3', class_name: 'Switch', discovered: true },
];

const alert = (id: number, device: string, nmd: string | null, severity: number, active: boolean) => ({
  name: `${device}/Down/${id}`,
  severity,
  active,
  element_name: device,
  nmd,
  event_display_name: 'Down',
  last_notified_at: 1_700_000_000_000 + id * 1000,
  count: id,
});

describe.each(engines)('es lists on %s', (engine) => {
  let h: Harness;
  const get = (url: string, headers = h.operator) => h.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    h = await startHarness(engine);
    await h.database.db.insertInto('devices').values(devices).execute();
    await h.database.db
      .insertInto('alerts')
      .values([
        alert(1, 'dev-a1', 'CUST1', 1, true),
        alert(2, 'dev-a2', 'CUST1', 2, true),
        alert(3, 'dev-c1', '', 3, true),
        alert(4, 'dev-c2', null, 1, true),
        alert(5, 'dev-b1', 'CUST2', 3, false),
        alert(6, 'dev-b2', 'CUST2', 4, false),
        alert(7, 'dev-c1', '', 2, false),
      ])
      .execute();
  });
  afterAll(() => h.close());

  it('pages devices by name with the total of the whole match', async () => {
    const res = await get('/api/v1.0/es/devices/all?limit=2&offset=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(7);
    expect(body.data.map((d: { name: string }) => d.name)).toEqual(['dev-b1', 'dev-b2']);
    expect(body.data[0]).toMatchObject({ className: 'Router', discovered: false, nmd: 'CUST2', state: 5 });
  });

  it('runs the Lucene query, sort and order', async () => {
    const res = await get(`/api/v1.0/es/devices/all?query=${encodeURIComponent('className:Switch OR nmd:CUST1')}&sort=state&order=desc`);
    expect(res.json().data.map((d: { name: string }) => d.name)).toEqual(['dev-c3', 'dev-c2', 'dev-c1', 'dev-a2', 'dev-a1']);
    expect(res.json().total).toBe(5);
  });

  it('summarises device states, outside 1..5 only in the total', async () => {
    const res = await get('/api/v1.0/es/devices/summary');
    const expected = { total: 7, critical: 1, major: 1, minor: 1, unknown: 1, normal: 2 };
    expect(res.json().data).toMatchObject(expected);
    expect(res.json().data.data).toEqual(expected);
    const some = await get(`/api/v1.0/es/devices/summary?query=${encodeURIComponent('discovered:false')}`);
    expect(some.json().data.data).toEqual({ total: 1, critical: 0, major: 0, minor: 0, unknown: 0, normal: 1 });
  });

  it('lists active alerts of known customers by severity by default', async () => {
    const res = await get('/api/v1.0/es/alerts');
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(2);
    expect(res.json().data.map((a: { elementName: string }) => a.elementName)).toEqual(['dev-a1', 'dev-a2']);
    expect(res.json().data[0]).toMatchObject({ severity: 1, active: true, eventDisplayName: 'Down', count: 1 });
  });

  it('lists archived alerts, newest first, with an explicit query', async () => {
    const res = await get('/api/v1.0/es/historical-alerts');
    expect(res.json().data.map((a: { elementName: string }) => a.elementName)).toEqual(['dev-b2', 'dev-b1']);
    const all = await get(`/api/v1.0/es/historical-alerts?query=${encodeURIComponent('active:false')}&sort=severity&order=asc`);
    expect(all.json().data.map((a: { severity: number }) => a.severity)).toEqual([2, 3, 4]);
  });

  it.each([
    ['/api/v1.0/es/devices/all?limit=abc', 'limit'],
    ['/api/v1.0/es/devices/all?limit=10001', 'limit'],
    ['/api/v1.0/es/devices/all?offset=-1', 'offset'],
    ['/api/v1.0/es/devices/all?order=sideways', 'order'],
    ['/api/v1.0/es/devices/all?sort=password', 'sort'],
    ['/api/v1.0/es/alerts?query=bogus:1', 'bogus'],
    ['/api/v1.0/es/alerts?query=severity:high', 'severity'],
    ['/api/v1.0/es/devices/summary?query=(name:a', 'position'],
  ])('answers 400 naming the bad field for %s', async (url, named) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.json().message).toContain(named);
  });

  it('answers 404 as JSON for an unknown route', async () => {
    const res = await get('/api/v1.0/es/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('serves openapi.json without a token, listing the routes with their schemas', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/v1.0/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const params = doc.paths['/api/v1.0/es/devices/all'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(expect.arrayContaining(['query', 'sort', 'order', 'offset', 'limit']));
    expect(doc.paths['/api/v1.0/es/alerts'].get.responses['200']).toBeDefined();
  });

  it('counts exactly up to 5,000 matches and estimates past that; the device index counts any size exactly', async () => {
    await sql`INSERT INTO devices (name, nmd, state) SELECT 'bulk-' || g, 'BULK', 5 FROM generate_series(1, 5050) g`.execute(h.database.db);
    await sql`ANALYZE devices`.execute(h.database.db);
    // managementIp is not in the device index (nearly unique per device): SQL counts this one.
    const bySql = (await get(`/api/v1.0/es/devices/all?limit=5&query=${encodeURIComponent('nmd:BULK AND NOT managementIp:10.9.9.9')}`)).json();
    expect(bySql.totalRelation).toBe('gte');
    expect(bySql.total).toBeGreaterThan(5_000);
    expect(bySql.data).toHaveLength(5);
    for (let i = 0; i < 200 && !h.app.deviceIndex!.ready; i++) await new Promise((r) => setTimeout(r, 50));
    const big = (await get(`/api/v1.0/es/devices/all?limit=5&query=${encodeURIComponent('nmd:BULK')}`)).json();
    expect(big).toMatchObject({ total: 5050, totalRelation: 'eq' });
    expect(big.data).toHaveLength(5);
    const small = (await get(`/api/v1.0/es/devices/all?query=${encodeURIComponent('nmd:CUST1')}`)).json();
    expect(small).toMatchObject({ total: 2, totalRelation: 'eq' });
  });

  it('answers health and readiness', async () => {
    expect((await h.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await h.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready', database: engine });
    await sql`SELECT 1`.execute(h.database.db);
  });
});
