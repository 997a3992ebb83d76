import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impactFromIndex } from '../src/modules/maintenance/impact-index';
import { previewImpact } from '../src/modules/maintenance/impact-service';
import { startHarness, type Harness } from './api-harness';
import { routeTestEngines } from './test-databases';

/** Maintenance windows (issue 21): create/read/update/delete with versions and audit, and the impact preview. */

const engines = await routeTestEngines();
const URL = '/api/v1.0/maintenance/windows';
const IMPACT = '/api/v1.0/maintenance/impact';

const window = (over: Record<string, unknown> = {}) => ({
  name: 'Core routers upgrade',
  target: { kind: 'query', query: 'productCategory:mw-router' },
  start: '2026-01-06T22:00',
  durationMinutes: 120,
  timeZone: 'UTC',
  recurrence: { kind: 'weekly', weekdays: [2] },
  info: 'firmware 17.3',
  ...over,
});

describe.each(engines)('maintenance windows on %s', (engine) => {
  let h: Harness;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = h.operator) =>
    h.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  beforeAll(async () => {
    h = await startHarness(engine);
    const routers = [
      ['mw-r1', 'C1'],
      ['mw-r2', 'C1'],
      ['mw-r3', 'C2'],
      ['mw-r4', null],
      ['mw-r5', ''],
      ['mw-r6', 'C3'],
    ] as const;
    await h.database.db
      .insertInto('devices')
      .values([
        ...routers.map(([name, nmd]) => ({ name, nmd, state: 5, product_category: 'mw-router' })),
        { name: 'mw-s1', nmd: 'C3', state: 2, product_category: 'mw-switch' },
        { name: 'mw-s2', nmd: 'C4', state: 5, product_category: 'mw-switch' },
      ])
      .execute();
    // Groups with an active event: g1 (r1, r2, s1) and g2 (r1); g3 (r3) had one that closed.
    const groups = await h.database.db
      .insertInto('device_groups')
      .values(['mw-g1', 'mw-g2', 'mw-g3'].map((name) => ({ name, network_type: 'mw', device_query: `name:${name}`, threshold_percent: 20 })))
      .returning(['id', 'name'])
      .execute();
    const id = (n: string) => groups.find((g) => g.name === n)!.id;
    await h.database.db
      .insertInto('device_group_members')
      .values([
        { group_id: id('mw-g1'), device_name: 'mw-r1' },
        { group_id: id('mw-g1'), device_name: 'mw-r2' },
        { group_id: id('mw-g1'), device_name: 'mw-s1' },
        { group_id: id('mw-g2'), device_name: 'mw-r1' },
        { group_id: id('mw-g3'), device_name: 'mw-r3' },
      ])
      .execute();
    await h.database.db
      .insertInto('network_events')
      .values([
        { group_id: id('mw-g1'), name: 'outage g1', impact: 50, case_id: 'C-1', start_time: Date.now(), active: true },
        { group_id: id('mw-g2'), name: 'outage g2', impact: 50, case_id: 'C-2', start_time: Date.now(), active: true },
        { group_id: id('mw-g3'), name: 'old g3', impact: 50, case_id: 'C-3', start_time: Date.now() - 1e6, end_time: Date.now(), active: false },
      ])
      .execute();
  });
  afterAll(() => h.close());

  it('creates, reads, updates (version) and deletes a window, each change audited under the token', async () => {
    const created = await call('POST', URL, window());
    expect(created.statusCode).toBe(201);
    const w = created.json();
    expect(w).toMatchObject({
      name: 'Core routers upgrade',
      version: 1,
      createdBy: 'operator',
      until: null,
      recurrence: { kind: 'weekly', weekdays: [2] },
    });

    const read = await call('GET', `${URL}/${w.id}`, undefined, h.viewer);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: w.id, status: 'scheduled', suspendedDevices: 0 });
    const next = read.json().nextOccurrences as { start: string; end: string }[];
    expect(next).toHaveLength(5);
    for (const o of next) {
      expect(new Date(o.start).getUTCDay()).toBe(2);
      expect(o.start.slice(11, 16)).toBe('22:00');
      expect(Date.parse(o.end) - Date.parse(o.start)).toBe(2 * 3600_000);
    }
    const list = await call('GET', URL, undefined, h.viewer);
    expect(list.json().data.map((x: { id: number }) => x.id)).toContain(w.id);

    const updated = await call('PUT', `${URL}/${w.id}`, { ...window({ name: 'Core routers upgrade 2' }), version: 1 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Core routers upgrade 2', version: 2 });

    // A second editor with the old version: 409 with what is stored, nothing overwritten.
    const stale = await call('PUT', `${URL}/${w.id}`, { ...window({ name: 'Mine' }), version: 1 }, h.engineer);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ name: 'Core routers upgrade 2', version: 2 });
    expect((await call('DELETE', `${URL}/${w.id}?version=1`)).statusCode).toBe(409);

    const deleted = await call('DELETE', `${URL}/${w.id}?version=2`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: w.id, released: 0 });
    expect((await call('GET', `${URL}/${w.id}`)).statusCode).toBe(404);

    const { rows } = await sql<{ action: string; actor_name: string; target: string }>`
      SELECT action, actor_name, target FROM audit_log WHERE target = ${`maintenance/windows/${w.id}`} AND action LIKE 'maintenance.%' ORDER BY id`.execute(
      h.database.db,
    );
    expect(rows).toEqual(
      ['create', 'update', 'delete'].map((v) => ({ action: `maintenance.${v}`, actor_name: 'operator', target: `maintenance/windows/${w.id}` })),
    );
  });

  it('answers 400 naming the field, 403 to a viewer writing, never 500', async () => {
    const bad = async (body: unknown, field: string) => {
      const res = await call('POST', URL, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field).toBe(field);
      expect(res.json().message).toMatch(new RegExp(`^${field}: `));
    };
    await bad({}, 'name');
    await bad(window({ target: { kind: 'query', query: 'nosuchfield:x' } }), 'target');
    await bad(window({ start: '2026-02-30T10:00' }), 'start');
    await bad(window({ durationMinutes: 168 * 60 }), 'durationMinutes');
    await bad(window({ durationMinutes: 4 }), 'durationMinutes');
    await bad(window({ timeZone: 'Mars/Olympus' }), 'timeZone');
    await bad(window({ recurrence: { kind: 'weekly', weekdays: [] } }), 'recurrence');
    await bad(window({ until: '2025-01-01' }), 'until');
    expect((await call('POST', URL, window(), h.viewer)).statusCode).toBe(403);
    expect((await call('DELETE', `${URL}/999999`)).statusCode).toBe(400);
    expect((await call('DELETE', `${URL}/999999?version=1`)).statusCode).toBe(404);
  });

  it('previews the impact: devices, customers, types, devices with active network events, unknown names', async () => {
    const res = await call('POST', IMPACT, { target: { kind: 'query', query: 'productCategory:mw-router OR productCategory:mw-switch' } }, h.viewer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      devices: 8,
      customers: 4,
      byType: [
        { type: 'mw-router', devices: 6 },
        { type: 'mw-switch', devices: 2 },
      ],
      events: {
        devices: 3,
        events: 4,
        sample: [
          { name: 'mw-r1', events: 2, severity: 'Normal' },
          { name: 'mw-r2', events: 1, severity: 'Normal' },
          { name: 'mw-s1', events: 1, severity: 'Major' },
        ],
      },
      unknownDevices: [],
      overlaps: [],
      nextOccurrences: [],
    });
    const list = await call('POST', IMPACT, { target: { kind: 'devices', devices: ['mw-r3', 'mw-nope', 'mw-r3'] } });
    expect(list.json()).toMatchObject({ devices: 1, customers: 1, events: { devices: 0, events: 0, sample: [] }, unknownDevices: ['mw-nope'] });
    const badQuery = await call('POST', IMPACT, { target: { kind: 'query', query: 'name:(' } });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().field).toBe('target');
  });

  it('counts the same from the device index (the fast path) as from SQL', async () => {
    const index = h.app.deviceIndex!;
    for (let i = 0; i < 200 && !(await index.current()); i++) await new Promise((r) => setTimeout(r, 100));
    for (const query of ['productCategory:mw-router', 'productCategory:mw-* AND NOT nmd:C1', 'productCategory:mw-switch OR nmd:C1', 'state:2']) {
      const body = { target: { kind: 'query' as const, query } };
      expect(await impactFromIndex(h.database.db, index, body.target), query).toBeDefined();
      expect(await previewImpact(h.database.db, body, index), query).toEqual(await previewImpact(h.database.db, body));
    }
  });

  it('names the windows a draft overlaps and its first overlapping occurrence; the edited window is not its own overlap', async () => {
    const tuesday = (await call('POST', URL, window({ name: 'Tuesday nights' }))).json();
    const draft = {
      target: { kind: 'query', query: 'productCategory:mw-switch' },
      start: '2026-01-01T23:00',
      durationMinutes: 60,
      timeZone: 'UTC',
      recurrence: { kind: 'daily' },
    };
    const res = await call('POST', IMPACT, draft);
    expect(res.statusCode).toBe(200);
    const { overlaps, nextOccurrences } = res.json();
    expect(nextOccurrences).toHaveLength(5);
    expect(overlaps).toHaveLength(1);
    expect(overlaps[0]).toMatchObject({ id: tuesday.id, name: 'Tuesday nights' });
    expect(new Date(overlaps[0].occurrence.start).getUTCDay()).toBe(2);
    expect(overlaps[0].occurrence.start.slice(11, 16)).toBe('23:00');
    expect(overlaps[0].other.start.slice(0, 10)).toBe(overlaps[0].occurrence.start.slice(0, 10));
    expect((await call('POST', IMPACT, { ...draft, excludeId: tuesday.id })).json().overlaps).toEqual([]);
    expect((await call('DELETE', `${URL}/${tuesday.id}?version=1`)).statusCode).toBe(200);
  });
});
