import { CMDB_COLLECTIONS } from '@nms/contract';
import { seedFleet } from '@nms/simulator';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCmdb } from '../src/simulator/cmdb/seed-cmdb';
import { RepositoryFleetSink } from '../src/simulator/fleet/repository-sink';
import { loadFleet } from '../src/simulator/fleet/load-fleet';
import { cmdbClient, type CmdbClient, type Row } from './cmdb-harness';
import { createTestDatabase, routeTestEngines } from './test-databases';

const engines = await routeTestEngines();
const all = async (api: CmdbClient, c: (typeof CMDB_COLLECTIONS)[number]) => (await api.list(c, 'limit=10000')).body.data;

describe.each(engines)('CMDB seeded with the fleet (COPY load) on %s', (engine) => {
  let api: CmdbClient;
  const distinct = async (column: string) =>
    (
      await sql<{ v: string }>`SELECT DISTINCT ${sql.ref(column)} AS v FROM devices WHERE ${sql.ref(column)} IS NOT NULL`.execute(api.h.database.db)
    ).rows
      .map((r) => r.v)
      .sort();

  beforeAll(async () => {
    api = await cmdbClient(engine);
    await loadFleet(api.h.database, { size: 1500, seed: 11, worker: false });
  });
  afterAll(() => api.close());

  it('fills every collection', async () => {
    for (const c of CMDB_COLLECTIONS) expect((await api.list(c)).body.total, c).toBeGreaterThan(0);
  });

  it('names datacenters, inroutes, satellites and service instances by the fleet values the overview maps devices by', async () => {
    const names = (rows: Row[]) => rows.map((r) => r.name as string).sort();
    expect(names(await all(api, 'svi_hughes_datacenters'))).toEqual(await distinct('data_center'));
    expect(names(await all(api, 'svi_hughes_inroutes'))).toEqual(await distinct('beamid'));
    expect(names(await all(api, 'svi_hughes_satellites'))).toEqual(await distinct('sat_name'));
    expect(names(await all(api, 'svi_hughes_service_instances'))).toEqual(await distinct('hns_service'));
  });

  it('keeps every reference consistent, and outroute names exercise the route sort', async () => {
    const instances = new Set((await all(api, 'svi_hughes_service_instances')).map((r) => r.name));
    const locations = new Set((await all(api, 'svi_hughes_locations')).map((r) => r.location_id));
    for (const dc of await all(api, 'svi_hughes_datacenters')) {
      expect(locations.has(dc.location_id)).toBe(true);
      for (const s of dc.services as string[]) expect(instances.has(s)).toBe(true);
    }
    const outroutes = await all(api, 'svi_hughes_outroutes');
    expect(outroutes.map((r) => r.name)).toContain('OR10');
    for (const r of outroutes) expect(typeof r.frequency).toBe('number');
    expect((await all(api, 'svi_hughes_circuits')).length).toBeGreaterThanOrEqual(2);
  });

  it('places every device of the fleet in the overview: datacenter bars count them, their service instances split them', async () => {
    const res = await api.h.app.inject({
      method: 'GET',
      url: `/api/v1.0/svn/svi_hughes_locations_hierarchy?start_timestamp=0`,
      headers: api.h.operator,
    });
    expect(res.statusCode).toBe(200);
    type Node = { device_count_by_state: Array<{ value: number }> };
    type Dc = Node & { name: string; service_instances: Node[]; inroutes: Node[]; inroutes_device_counts: Array<{ device_count: number }> };
    const body = res.json() as { data: Array<Node & { data_centers: Dc[] }> };
    const total = (n: Node) => n.device_count_by_state.reduce((s, x) => s + x.value, 0);
    const perDc = new Map(
      (
        await sql<{ dc: string; n: number }>`
      SELECT data_center AS dc, count(*)::int AS n FROM devices GROUP BY data_center`.execute(api.h.database.db)
      ).rows.map((r) => [r.dc, r.n]),
    );
    const dcs = body.data.flatMap((l) => l.data_centers);
    expect(dcs.length).toBe(perDc.size);
    for (const l of body.data) expect(total(l)).toBe(l.data_centers.reduce((s, d) => s + total(d), 0));
    for (const dc of dcs) {
      expect(total(dc)).toBe(perDc.get(dc.name));
      expect(dc.service_instances.reduce((s, n) => s + total(n), 0)).toBe(total(dc));
      expect(dc.inroutes.reduce((s, n) => s + total(n), 0)).toBeLessThanOrEqual(dc.inroutes_device_counts.reduce((s, b) => s + b.device_count, 0));
    }
    expect(dcs.some((d) => d.inroutes.length > 0)).toBe(true);
  });

  it('seeds once: a restart (a second call) writes nothing', async () => {
    const before = (await api.list('svi_hughes_locations')).body.total;
    expect(await seedCmdb(api.h.database.db)).toBe(0);
    expect((await api.list('svi_hughes_locations')).body.total).toBe(before);
  });
});

describe('CMDB seeded with a small fleet written through the repositories (the e2e fleet path)', () => {
  const state: { db?: Awaited<ReturnType<typeof createTestDatabase>> } = {};
  afterAll(() => state.db?.close());

  it('has datacenters, service instances and inroutes after finishLoad', async () => {
    const database = (state.db = await createTestDatabase('pglite'));
    await database.db.transaction().execute((tx) => seedFleet(new RepositoryFleetSink(tx), { size: 300, seed: 5, now: Date.now() }));
    const count = async (t: string) => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(t)}`.execute(database.db)).rows[0].n;
    for (const c of CMDB_COLLECTIONS) expect(await count(c), c).toBeGreaterThan(0);
  });
});
