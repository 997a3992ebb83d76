import { CMDB_COLLECTIONS } from '@nms/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmdbClient, smallCmdb, type CmdbClient, type Row } from './cmdb-harness';
import { routeTestEngines } from './test-databases';

const engines = await routeTestEngines();
const ids = (rows: Row[]) => rows.map((r) => r.ems_id as number);

describe.each(engines)('CMDB lists on %s', (engine) => {
  let api: CmdbClient;

  beforeAll(async () => {
    api = await cmdbClient(engine);
    await smallCmdb(api);
    // 120 EMS rows, each changed a second after the previous, and one edited last through the API.
    await sql`
      INSERT INTO svi_hughes_ems (name, host_name, notes, dttm)
      SELECT 'EMS ' || g, 'host' || (g % 7) || '.example', CASE WHEN g % 3 = 0 THEN NULL ELSE 'n' || g END,
             timestamptz '2026-01-01 00:00:00+00' + g * interval '1 second'
      FROM generate_series(1, 120) g`.execute(api.h.database.db);
  });
  afterAll(() => api.close());

  it('answers {data, total}: newest change first, 100 rows, by default', async () => {
    const first = (await api.list('svi_hughes_ems')).body.data[0];
    await api.update('svi_hughes_ems', first.ems_id as number, { notes: 'edited' });
    const { status, body } = await api.list('svi_hughes_ems');
    expect(status).toBe(200);
    expect(body.total).toBe(121);
    expect(body.data).toHaveLength(100);
    expect(body.data[0]).toMatchObject({ ems_id: first.ems_id, notes: 'edited' });
    const times = body.data.map((r) => Date.parse(r.dttm as string));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Object.keys(body.data[0])).toEqual(['ems_id', 'name', 'host_name', 'notes', 'dttm', 'version']);
  });

  it('sorts by any field, the key or dttm, either way, and pages with offset', async () => {
    const all = (await api.list('svi_hughes_ems', 'sort=ems_id&order=asc&limit=10000')).body;
    expect(ids(all.data)).toEqual([...ids(all.data)].sort((a, b) => a - b));
    expect(all.data).toHaveLength(121);
    const page = (await api.list('svi_hughes_ems', 'sort=ems_id&order=asc&offset=10&limit=5')).body;
    expect(page).toEqual({ data: all.data.slice(10, 15), total: 121, totalRelation: 'eq' });
    const desc = (await api.list('svi_hughes_ems', 'sort=ems_id&order=desc&limit=3')).body.data;
    expect(ids(desc)).toEqual(ids(all.data).slice(-3).reverse());
    // Nulls last both ways; equal values in key order, so pages never overlap.
    for (const order of ['asc', 'desc']) {
      const rows = (await api.list('svi_hughes_ems', `sort=notes&order=${order}&limit=10000`)).body.data;
      const firstNull = rows.findIndex((r) => r.notes === null);
      expect(rows.slice(firstNull).every((r) => r.notes === null)).toBe(true);
      const hosts = (await api.list('svi_hughes_ems', `sort=host_name&order=${order}&limit=10000`)).body.data;
      const same = hosts.filter((r) => r.host_name === 'host1.example').map((r) => r.ems_id as number);
      expect(same).toEqual([...same].sort((a, b) => (order === 'asc' ? a - b : b - a)));
    }
    expect((await api.list('svi_hughes_ems', 'sort=dttm&order=asc&limit=1')).body.data[0].name).toBe('EMS 1');
    expect((await api.list('svi_hughes_ems', 'limit=0')).body).toEqual({ data: [], total: 121, totalRelation: 'eq' });
    expect((await api.list('svi_hughes_ems', 'offset=500')).body).toEqual({ data: [], total: 121, totalRelation: 'eq' });
  });

  it('sorts inroute and outroute names by their letters, then their number', async () => {
    const dc = (await api.list('svi_hughes_datacenters')).body.data[0];
    const sat = (await api.list('svi_hughes_satellites')).body.data[0];
    for (const name of ['IR10', 'IR2', 'AB1', 'IR']) {
      await api.make('svi_hughes_inroutes', { name, satellite_id: sat.satellite_id, datacenter_id: dc.datacenter_id });
    }
    const names = async (order: string) => (await api.list('svi_hughes_inroutes', `sort=name&order=${order}`)).body.data.map((r) => r.name);
    expect(await names('asc')).toEqual(['AB1', 'IR', 'IR2', 'IR7', 'IR10']);
    expect(await names('desc')).toEqual(['IR10', 'IR7', 'IR2', 'IR', 'AB1']);
  });

  it('answers 400 naming the parameter for a bad sort, order, limit or offset', async () => {
    const cases: Array<[string, string]> = [
      ['sort=colour', 'sort'],
      ['sort=name;drop', 'sort'],
      ['sort=' + 'x'.repeat(61), 'sort'],
      ['order=up', 'order'],
      ['limit=10001', 'limit'],
      ['limit=-1', 'limit'],
      ['limit=ten', 'limit'],
      ['offset=-5', 'offset'],
      ['offset=1e99', 'offset'],
      ['limit=1.5', 'limit'],
      ['what=1', 'what'],
    ];
    for (const c of CMDB_COLLECTIONS) {
      for (const [query, field] of cases) {
        const res = await api.list(c, query);
        expect(res.status, `${c}?${query}`).toBe(400);
        expect(res.body.message, query).toContain(field);
      }
    }
    expect((await api.list('svi_hughes_ems', 'sort=colour')).body.message).toMatch(/^sort: 'colour' is not a field of svi_hughes_ems/);
  });

  it("has one table per collection whose columns are the contract's key, fields, dttm and version", async () => {
    const { CMDB_ENTITIES } = await import('@nms/contract');
    for (const c of CMDB_COLLECTIONS) {
      const { rows } = await sql<{ column_name: string }>`
        SELECT column_name FROM information_schema.columns WHERE table_name = ${c} ORDER BY ordinal_position`.execute(api.h.database.db);
      expect(
        rows.map((r) => r.column_name),
        c,
      ).toEqual([CMDB_ENTITIES[c].key, ...CMDB_ENTITIES[c].fields.map((x) => x.name), 'dttm', 'version']);
    }
  });

  it('sorts every collection by each of its fields without an error', async () => {
    const { CMDB_ENTITIES } = await import('@nms/contract');
    for (const c of CMDB_COLLECTIONS) {
      for (const field of [CMDB_ENTITIES[c].key, ...CMDB_ENTITIES[c].fields.map((x) => x.name), 'dttm']) {
        expect((await api.list(c, `sort=${field}&order=asc`)).status, `${c} by ${field}`).toBe(200);
      }
    }
  });
});
