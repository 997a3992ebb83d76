import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmdbClient, smallCmdb, type CmdbClient, type Row } from './cmdb-harness';
import { testEngines } from './test-databases';
import { authHeader, mintToken } from './tokens';

const engines = await testEngines();
const CIRCUITS = 'svi_hughes_circuits';

/**
 * No silent overwrite in the CMDB (issue 30, item 12): an edit names the version it was made on;
 * a stale one is refused (409) with the record as it is now, as PAM suspend does.
 */
describe.each(engines)('CMDB edit versions on %s', (engine) => {
  let api: CmdbClient;
  let f: Awaited<ReturnType<typeof smallCmdb>>;
  let bob: Record<string, string>;
  const put = (headers: Record<string, string>, c: string, id: number, payload: object) =>
    api.h.app.inject({ method: 'PUT', url: `/api/v1.0/svn/${c}/${id}`, headers, payload });

  beforeAll(async () => {
    api = await cmdbClient(engine);
    f = await smallCmdb(api);
    bob = authHeader(await mintToken(api.h.app, { sub: 'bob-sub', nickname: 'bob', groups: ['nmstools_operator'] }));
  });
  afterAll(() => api.close());

  it('gives every row a version that each edit moves on', async () => {
    const id = f.circuit.circuit_id as number;
    expect(f.circuit.version).toBe(1);
    const listed = (await api.list(CIRCUITS)).body.data.find((r) => r.circuit_id === id);
    expect(listed?.version).toBe(1);
    const edited = await api.update(CIRCUITS, id, { carrier: 'Zayo', version: 1 });
    expect(edited).toMatchObject({ status: 200, body: { carrier: 'Zayo', version: 2 } });
    expect((await api.get(CIRCUITS, id)).body.version).toBe(2);
  });

  it('refuses an edit made on a stale version: 409 with the current record, nothing written', async () => {
    const id = f.circuit.circuit_id as number;
    const seen = (await api.get(CIRCUITS, id)).body;
    // Bob edits first; the operator's form still holds the version both read.
    const first = await put(bob, CIRCUITS, id, { speed: '100 Gbps', version: seen.version });
    expect(first.statusCode).toBe(200);
    const current: Row = first.json();

    const stale = await api.update(CIRCUITS, id, { notes: 'operator note', version: seen.version });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ statusCode: 409, error: 'Conflict', current });
    expect(stale.body.message).toContain('bob');
    expect((await api.get(CIRCUITS, id)).body).toEqual(current);

    // Having seen Bob's record (its version), the operator's edit goes through.
    const again = await api.update(CIRCUITS, id, { notes: 'operator note', version: current.version });
    expect(again).toMatchObject({ status: 200, body: { notes: 'operator note', speed: '100 Gbps' } });
  });

  it('lets exactly one of two concurrent edits of one version win', async () => {
    const id = f.satellite.satellite_id as number;
    const seen = (await api.get('svi_hughes_satellites', id)).body;
    const [x, y] = await Promise.all([
      put(api.h.operator, 'svi_hughes_satellites', id, { owner: 'from operator', version: seen.version }),
      put(bob, 'svi_hughes_satellites', id, { owner: 'from bob', version: seen.version }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    const [won, lost] = x.statusCode === 200 ? [x, y] : [y, x];
    expect(lost.json().current).toEqual(won.json());
    expect((await api.get('svi_hughes_satellites', id)).body).toEqual(won.json());
  });

  it('moves the version of a datacenter a service rename rewrites', async () => {
    const dc = (await api.get('svi_hughes_datacenters', f.datacenter.datacenter_id as number)).body;
    const si = (await api.get('svi_hughes_service_instances', f.instance.service_instance_id as number)).body;
    expect(
      (await api.update('svi_hughes_service_instances', si.service_instance_id as number, { name: 'SD-WAN 2', version: si.version })).status,
    ).toBe(200);
    const stale = await api.update('svi_hughes_datacenters', dc.datacenter_id as number, { notes: 'x', version: dc.version });
    expect(stale.status).toBe(409);
    expect((stale.body as Row & { current: Row }).current.services).toEqual(['SD-WAN 2']);
  });

  it('keeps the spec behaviour without a version (last writer wins) and refuses a bad one with 400', async () => {
    const id = f.ems.ems_id as number;
    expect((await api.update('svi_hughes_ems', id, { notes: 'no version' })).status).toBe(200);
    const bad = await api.update('svi_hughes_ems', id, { notes: 'x', version: 'two' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('version');
  });
});
