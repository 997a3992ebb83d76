import { CMDB_STATUS_LABELS, type StateShare } from '@nms/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmdbClient, smallCmdb, type CmdbClient, type Row } from './cmdb-harness';
import { routeTestEngines } from './test-databases';

const engines = await routeTestEngines();
const NOW = Math.floor(Date.now() / 1000);
type Node = Row & { active: boolean; device_count_by_state: StateShare[] };
type Dc = Node & { service_instances: Node[]; inroutes: Node[]; inroutes_device_counts: Array<{ beam_id: string; device_count: number }> };
type Loc = Node & { data_centers: Dc[] };
const values = (n: Node) => n.device_count_by_state.map((s) => s.value);

describe.each(engines)('CMDB locations hierarchy on %s', (engine) => {
  let api: CmdbClient;
  const hierarchy = async (query = '') => {
    const res = await api.h.app.inject({ method: 'GET', url: `/api/v1.0/svn/svi_hughes_locations_hierarchy${query}`, headers: api.h.operator });
    return { status: res.statusCode, body: res.json() as { data: Loc[]; total: number; message?: string } };
  };
  /** Devices as the feed writes them: [name, datacenter, beam, service, state, seconds ago]. */
  const devices = (rows: Array<[string, string, string | null, string, number | null, number]>) =>
    sql`INSERT INTO devices (name, data_center, beamid, hns_service, state, rs_updated_at) VALUES ${sql.join(
      rows.map(([n, dc, beam, svc, state, ago]) => sql`(${n}, ${dc}, ${beam}, ${svc}, ${state}, ${(NOW - ago) * 1000})`),
    )}`.execute(api.h.database.db);

  beforeAll(async () => {
    api = await cmdbClient(engine);
    const f = await smallCmdb(api);
    await api.make('svi_hughes_locations', { name: 'Albany' });
    await api.make('svi_hughes_service_instances', { name: 'Managed LAN', ems_id: f.ems.ems_id, toplevel_service_id: f.top.toplevel_service_id });
    await api.update('svi_hughes_datacenters', f.datacenter.datacenter_id as number, { services: ['Managed SD-WAN', 'Managed LAN'] });
    await devices([
      ['d1', 'DEN-DC1', 'IR7', 'Managed SD-WAN', 1, 30],
      ['d2', 'DEN-DC1', 'IR7', 'Managed SD-WAN', 5, 60],
      ['d3', 'DEN-DC1', 'IR7', 'Managed LAN', 2, 90],
      ['d4', 'DEN-DC1', null, 'Managed LAN', 5, 120],
      ['d5', 'DEN-DC1', 'IR9', 'Managed LAN', null, 500],
      ['d6', 'DEN-DC1', null, 'Managed SD-WAN', 3, 7200],
      ['d7', 'OTHER', 'IR7', 'Managed SD-WAN', 1, 30],
    ]);
  });
  afterAll(() => api.close());

  it('counts the devices that reported in the last 10 minutes, by state, in every node', async () => {
    const { status, body } = await hierarchy();
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    expect(body.data.map((l) => l.name)).toEqual(['Albany', 'Denver']);
    const [albany, denver] = body.data;
    expect(albany).toMatchObject({ active: false, data_centers: [] });
    expect(values(albany)).toEqual([0, 0, 0, 0, 0]);
    expect(denver.device_count_by_state.map((s) => s.label)).toEqual([...CMDB_STATUS_LABELS]);
    // d1..d5 reported in the window (d5 has no state: Unknown); d6 is two hours old; d7 is another datacenter's.
    expect(values(denver)).toEqual([1, 1, 0, 1, 2]);
    expect(denver.device_count_by_state[0]).toEqual({ label: 'Critical', percent: 20, value: 1 });
    expect(denver).toMatchObject({ active: true, city: 'Denver', latitude: 39.74 });
    const [dc] = denver.data_centers;
    expect(dc).toMatchObject({ name: 'DEN-DC1', active: true, services: ['Managed SD-WAN', 'Managed LAN'], notes: null });
    expect(values(dc)).toEqual(values(denver));
    expect(dc.service_instances.map((s) => [s.name, values(s)])).toEqual([
      ['Managed SD-WAN', [1, 0, 0, 0, 1]],
      ['Managed LAN', [0, 1, 0, 1, 1]],
    ]);
    expect(dc.inroutes_device_counts).toEqual([
      { beam_id: 'IR7', device_count: 3 },
      { beam_id: 'IR9', device_count: 1 },
    ]);
    expect(dc.inroutes).toHaveLength(1);
    expect(dc.inroutes[0]).toMatchObject({ name: 'IR7', active: true });
    expect(values(dc.inroutes[0])).toEqual([1, 1, 0, 0, 1]);
  });

  it("gives shares that are the percent of the node's devices and sum to 100", async () => {
    const { body } = await hierarchy(`?start_timestamp=0&end_timestamp=${NOW}`);
    const nodes = body.data.flatMap((l) => [l, ...l.data_centers.flatMap((d) => [d, ...d.service_instances, ...d.inroutes])]);
    for (const node of nodes.filter((n) => n.active)) {
      const total = values(node).reduce((s, v) => s + v, 0);
      for (const s of node.device_count_by_state) expect(s.percent).toBeCloseTo((100 * s.value) / total, 2);
      expect(node.device_count_by_state.reduce((s, x) => s + x.percent, 0)).toBeCloseTo(100, 1);
    }
    const dc = body.data[1].data_centers[0];
    expect(values(dc)).toEqual([1, 1, 1, 1, 2]);
    expect(dc.service_instances.reduce((s, n) => s + values(n).reduce((a, b) => a + b, 0), 0)).toBe(6);
  });

  it('respects the window it is given', async () => {
    const old = await hierarchy(`?start_timestamp=${NOW - 7300}&end_timestamp=${NOW - 7000}`);
    expect(values(old.body.data[1])).toEqual([0, 0, 1, 0, 0]);
    const empty = await hierarchy(`?start_timestamp=${NOW - 5}&end_timestamp=${NOW - 1}`);
    expect(empty.body.data[1].active).toBe(false);
    expect(empty.body.data[1].data_centers[0].inroutes[0].active).toBe(false);
    // end only: the 10 minutes before it (d4 and d5; d1..d3 reported after it).
    expect(values((await hierarchy(`?end_timestamp=${NOW - 100}`)).body.data[1])).toEqual([0, 0, 0, 1, 1]);
  });

  it('answers 400 naming the parameter for a reversed or malformed window', async () => {
    const reversed = await hierarchy(`?start_timestamp=${NOW}&end_timestamp=${NOW - 60}`);
    expect(reversed).toMatchObject({ status: 400, body: { message: `start_timestamp: ${NOW} is after end_timestamp ${NOW - 60}` } });
    for (const q of ['start_timestamp=abc', 'end_timestamp=-1', 'end_timestamp=1e30', 'start_timestamp=1.5', 'end_timestamp=%00']) {
      const res = await hierarchy(`?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.message).toContain(q.split('=')[0]);
    }
  });
});
