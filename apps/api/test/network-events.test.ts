import { ALERT_FIELDS } from '@nms/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './api-harness';
import { EVENTS, GROUPS, T0, seedNetworkEvents } from './network-events-fixture';
import { routeTestEngines } from './test-databases';

const engines = await routeTestEngines();
const caseIds = (body: { data: Array<{ caseId: string }> }) => body.data.map((e) => e.caseId);

describe.each(engines)('network events, impacted devices and customers on %s', (engine) => {
  let h: Harness;
  const get = (url: string) => h.app.inject({ method: 'GET', url: `/api/v1.0${url}`, headers: h.operator });

  beforeAll(async () => {
    h = await startHarness(engine);
    await seedNetworkEvents(h.database.db);
  });
  afterAll(() => h.close());

  it('lists active network events newest first by default, in the contract shape', async () => {
    const res = await get('/es/network-events');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(caseIds(body)).toEqual(['CAS-70000005', 'CAS-70000003', 'CAS-70000002']);
    expect(Object.keys(body.data[0]).sort()).toEqual(['active', 'caseId', 'endTime', 'id', 'impact', 'name', 'startTime']);
    expect(body.data[0]).toMatchObject({ name: 'GATEWAY:DUP', impact: 30, startTime: T0 + 4000, endTime: null, active: true });
    expect(typeof body.data[0].id).toBe('number');
  });

  it('lists every event with active=false, sorts, orders and pages', async () => {
    const all = (await get('/es/network-events?active=false')).json();
    expect(all.total).toBe(EVENTS.length);
    expect(all.data.find((e: { caseId: string }) => e.caseId === 'CAS-70000001')).toMatchObject({ active: false, endTime: T0 + 2000 });
    expect(caseIds((await get('/es/network-events?active=false&sort=impact&order=asc')).json())).toEqual([
      'CAS-70000004',
      'CAS-70000005',
      'CAS-70000001',
      'CAS-70000003',
      'CAS-70000002',
    ]);
    const page = (await get('/es/network-events?active=false&sort=caseId&order=asc&offset=1&limit=2')).json();
    expect(page).toMatchObject({ total: 5 });
    expect(caseIds(page)).toEqual(['CAS-70000002', 'CAS-70000003']);
    expect(caseIds((await get('/es/network-events?sort=name&order=asc')).json())).toEqual(['CAS-70000003', 'CAS-70000002', 'CAS-70000005']);
  });

  it('answers 400 naming the field for a bad sort, order, limit or an unknown parameter', async () => {
    for (const [url, field] of [
      ['/es/network-events?sort=bogus', 'sort'],
      ['/es/network-events?order=up', 'order'],
      ['/es/network-events?limit=-1', 'limit'],
      ['/es/network-events?active=maybe', 'active'],
      ['/es/device/network-events?device_name=NE-A1&sort=severity', 'sort'],
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toContain(field);
    }
  });

  it('lists the events of the groups a device belongs to', async () => {
    const res = await get('/es/device/network-events?device_name=NE-A1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 2 });
    expect(caseIds(res.json())).toEqual(['CAS-70000003', 'CAS-70000002']);
    expect(caseIds((await get('/es/device/network-events?device_name=NE-A1&active=false')).json())).toEqual([
      'CAS-70000003',
      'CAS-70000002',
      'CAS-70000001',
    ]);
    expect(caseIds((await get('/es/device/network-events?device_name=NE-A1&active=false&limit=1&offset=1')).json())).toEqual(['CAS-70000002']);
    expect(caseIds((await get('/es/device/network-events?device_name=NE-A3&active=true')).json())).toEqual(['CAS-70000003']);
    expect(caseIds((await get('/es/device/network-events?device_name=NE-A3&active=false&sort=startTime&order=asc')).json())).toEqual([
      'CAS-70000004',
      'CAS-70000001',
      'CAS-70000003',
    ]);
    expect((await get('/es/device/network-events?device_name=NE-LONELY')).json()).toEqual({ data: [], total: 0, totalRelation: 'eq' });
    const unknown = await get('/es/device/network-events?device_name=NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('device_name');
    const missing = await get('/es/device/network-events');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('device_name');
  });

  it('lists every device of a group by name, sorted and paged, with the group total', async () => {
    const res = await get('/es/impacted-devices?device_group=BEAM:B1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(5);
    expect(body.data.map((d: { name: string }) => d.name)).toEqual(GROUPS['BEAM:B1']);
    expect(body.data[0]).toEqual({ name: 'NE-A1', state: 1, nmd: 'CUSTX', className: 'HNS_SatModem', stateUSA: 'MD', napSource: 'HUGHES-SAT' });
    const byState = (await get('/es/impacted-devices?device_group=BEAM:B1&sort=state&order=desc')).json();
    expect(byState.data.map((d: { state: number }) => d.state)).toEqual([5, 4, 3, 2, 1]);
    const page = (await get('/es/impacted-devices?device_group=BEAM:B1&offset=1&limit=2&sort=stateUSA')).json();
    expect(page).toMatchObject({ total: 5 });
    expect(page.data.map((d: { stateUSA: string }) => d.stateUSA)).toEqual(['MD', 'NY']);
    expect((await get('/es/impacted-devices?device_group=CUSTX')).json().total).toBe(2);
  });

  it('answers 404 for an unknown group and 400 for an ambiguous name, a bad sort or no group', async () => {
    const unknown = await get('/es/impacted-devices?device_group=BEAM:NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('device_group');
    expect((await get('/es/impacted-customers?device_group=NOPE')).statusCode).toBe(404);
    for (const url of [
      '/es/impacted-devices?device_group=DUP',
      '/es/impacted-devices?device_group=BEAM:B1&sort=severity',
      '/es/impacted-devices',
      '/es/impacted-customers',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(url.includes('sort=') ? /sort/ : /device_group/);
    }
    expect((await get('/es/impacted-devices?device_group=DATACENTER:DUP')).json().data).toHaveLength(1);
  });

  it("lists the customers of a group's devices that are not Normal, most devices first", async () => {
    const res = await get('/es/impacted-customers?device_group=BEAM:B1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { customer: 'CUSTX', device_count: 2 },
        { customer: 'CUSTY', device_count: 1 },
        { customer: 'CUSTZ', device_count: 1 },
      ],
      total: 3,
    });
    expect((await get('/es/impacted-customers?device_group=DATACENTER:DUP')).json()).toEqual({ data: [], total: 0 });
  });

  it('needs a token', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/v1.0/es/network-events' })).statusCode).toBe(401);
  });

  // Last: it adds closed events the tests above do not expect.
  it('pages 10 events by default, 15 for a device', async () => {
    await sql`INSERT INTO network_events (group_id, name, impact, case_id, start_time, end_time, active)
      SELECT g.id, 'CUSTOMER:CUSTX', 50, 'CAS-8' || i, ${T0}::bigint + i, ${T0}::bigint + i + 1, false
        FROM device_groups g, generate_series(1, 20) i WHERE g.network_type = 'CUSTOMER'`.execute(h.database.db);
    const all = (await get('/es/network-events?active=false')).json();
    expect(all.data).toHaveLength(10);
    expect(all.total).toBe(25);
    const device = (await get('/es/device/network-events?device_name=NE-A1&active=false')).json();
    expect(device.data).toHaveLength(15);
    expect(device.total).toBe(23);
  });
});

describe.each(engines)('per-device alert lists on %s', (engine) => {
  let h: Harness;
  const get = (url: string) => h.app.inject({ method: 'GET', url: `/api/v1.0${url}`, headers: h.operator });
  const names = (body: { data: Array<{ name: string }> }) => body.data.map((a) => a.name);

  beforeAll(async () => {
    h = await startHarness(engine);
    await seedNetworkEvents(h.database.db);
  });
  afterAll(() => h.close());

  it('lists the active External alerts of the device, newest first, as es/alerts rows', async () => {
    const res = await get('/es/device/alerts?device_name=NE-A1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(names(body)).toEqual(['NE-A1/Event3', 'NE-A1/Event1', 'NE-A1/Event0']);
    expect(Object.keys(body.data[0]).sort()).toEqual([...new Set(ALERT_FIELDS.map((f) => f.name))].sort());
    const global = (await get('/es/alerts?query=name:"NE-A1/Event3"')).json();
    expect(body.data[0]).toEqual(global.data[0]);
  });

  it('shows every visibility with Internal, and only External with External', async () => {
    const internal = (await get('/es/device/alerts?device_name=NE-A1&visibility=Internal')).json();
    expect(names(internal)).toEqual(['NE-A1/Event3', 'NE-A1/Event1', 'NE-A1/Event2', 'NE-A1/Event0']);
    const external = (await get('/es/device/alerts?device_name=NE-A1&visibility=External')).json();
    expect(external.data.every((a: { visibility: string }) => a.visibility === 'External')).toBe(true);
    expect(external.total).toBe(3);
  });

  it('lists archived alerts apart, sorts, orders and pages', async () => {
    const archived = (await get('/es/device/historical-alerts?device_name=NE-A1&visibility=Internal')).json();
    expect(names(archived)).toEqual(['NE-A1/Event6', 'NE-A1/Event5', 'NE-A1/Event4']);
    expect(archived.data.every((a: { active: boolean }) => !a.active)).toBe(true);
    expect(names((await get('/es/device/historical-alerts?device_name=NE-A1')).json())).toEqual(['NE-A1/Event6', 'NE-A1/Event4']);
    const bySeverity = (await get('/es/device/alerts?device_name=NE-A1&visibility=Internal&sort=severity&order=asc')).json();
    expect(bySeverity.data.map((a: { severity: number }) => a.severity)).toEqual([1, 2, 3, 4]);
    const page = (await get('/es/device/alerts?device_name=NE-A1&visibility=Internal&offset=1&limit=2')).json();
    expect(page.total).toBe(4);
    expect(names(page)).toEqual(['NE-A1/Event1', 'NE-A1/Event2']);
    expect((await get('/es/device/alerts?device_name=NE-LONELY')).json()).toMatchObject({ data: [], total: 0 });
  });

  it('answers 400 naming the field and 404 for an unknown device', async () => {
    for (const [url, field] of [
      ['/es/device/alerts?device_name=NE-A1&visibility=Public', 'visibility'],
      ['/es/device/alerts?device_name=NE-A1&sort=bogus', 'sort'],
      ['/es/device/historical-alerts', 'device_name'],
      ['/es/device/alerts?device_name=NE-A1&limit=100000', 'limit'],
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toContain(field);
    }
    const unknown = await get('/es/device/historical-alerts?device_name=NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('device_name');
  });
});
