import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmdbClient, smallCmdb, type CmdbClient, type Row } from './cmdb-harness';
import { testEngines } from './test-databases';

const engines = await testEngines();

describe.each(engines)('CMDB updates, deletes and the audit log on %s', (engine) => {
  let api: CmdbClient;
  let f: Awaited<ReturnType<typeof smallCmdb>>;
  const audit = async (action: string) =>
    (
      await sql<{ user_name: string; outcome: string; detail: Row }>`
      SELECT user_name, outcome, detail FROM audit_log WHERE action = ${action} ORDER BY id`.execute(api.h.database.db)
    ).rows;

  beforeAll(async () => {
    api = await cmdbClient(engine);
    f = await smallCmdb(api);
  });
  afterAll(() => api.close());

  it('answers 409 saying what references a row, for every kind of reference', async () => {
    const cases: Array<[Parameters<CmdbClient['remove']>[0], Row, string]> = [
      ['svi_hughes_locations', f.location, "location 'Denver' is used by datacenter 'DEN-DC1'"],
      ['svi_hughes_ems', f.ems, "EMS 'FortiManager' is used by service instance 'Managed SD-WAN'"],
      ['svi_hughes_toplevel_services', f.top, "top level service 'SD-WAN' is used by service instance 'Managed SD-WAN'"],
      ['svi_hughes_service_instances', f.instance, "service instance 'Managed SD-WAN' is used by datacenter 'DEN-DC1'"],
      ['svi_hughes_datacenters', f.datacenter, "datacenter 'DEN-DC1' is used by inroute 'IR7'"],
      ['svi_hughes_satellites', f.satellite, "satellite 'JUPITER 9' is used by inroute 'IR7'"],
      ['svi_hughes_inroutes', f.inroute, "inroute 'IR7' is used by outroute 'OR7'"],
    ];
    for (const [c, row, message] of cases) {
      const id = row[Object.keys(row)[0]] as number;
      expect(await api.remove(c, id), c).toMatchObject({ status: 409, body: { message } });
      expect((await api.get(c, id)).status).toBe(200);
    }
  });

  it('counts the other referrers: "(and 2 more)"', async () => {
    for (const name of ['DEN-DC2', 'DEN-DC3']) {
      await api.make('svi_hughes_datacenters', { name, services: ['Managed SD-WAN'], location_id: f.location.location_id });
    }
    const res = await api.remove('svi_hughes_locations', f.location.location_id as number);
    expect(res.body.message).toBe("location 'Denver' is used by datacenter 'DEN-DC1' (and 2 more)");
  });

  it('deletes an unreferenced row, answers it, and then knows it no more', async () => {
    const res = await api.remove('svi_hughes_outroutes', f.outroute.outroute_id as number);
    expect(res).toMatchObject({ status: 200, body: { outroute_id: f.outroute.outroute_id, name: 'OR7', frequency: 19712.5 } });
    expect((await api.get('svi_hughes_outroutes', f.outroute.outroute_id as number)).status).toBe(404);
    expect((await api.remove('svi_hughes_outroutes', f.outroute.outroute_id as number)).status).toBe(404);
    expect(await audit('cmdb.delete')).toEqual([
      { user_name: 'operator', outcome: 'success', detail: { collection: 'svi_hughes_outroutes', before: res.body } },
    ]);
  });

  it('merges the changed fields of a PUT into the stored row (the circuit edit)', async () => {
    const id = f.circuit.circuit_id as number;
    const res = await api.update('svi_hughes_circuits', id, { status: 'Down', z_router: 'DAL-CR01' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      a_circuit_id: 'DEN-DAL-001',
      carrier: 'Lumen',
      speed: '10 Gbps',
      notes: 'backbone',
      status: 'Down',
      z_router: 'DAL-CR01',
    });
    expect(Date.parse(res.body.dttm as string)).toBeGreaterThanOrEqual(Date.parse(f.circuit.dttm as string));
    expect((await api.get('svi_hughes_circuits', id)).body).toEqual(res.body);
    // null clears an optional field; a required one cannot be cleared, and the row stays as it was.
    expect((await api.update('svi_hughes_circuits', id, { notes: null })).body.notes).toBeNull();
    expect(await api.update('svi_hughes_circuits', id, { a_circuit_id: null })).toMatchObject({
      status: 400,
      body: { message: 'body/a_circuit_id: A Circuit ID is required' },
    });
    expect((await api.get('svi_hughes_circuits', id)).body.a_circuit_id).toBe('DEN-DAL-001');
    const audits = await audit('cmdb.update');
    expect(audits[0].detail).toMatchObject({
      collection: 'svi_hughes_circuits',
      before: { status: null, carrier: 'Lumen' },
      after: { status: 'Down', carrier: 'Lumen' },
    });
  });

  it('keeps a 0 frequency and clears nothing it was not sent', async () => {
    const inroute = await api.make('svi_hughes_inroutes', {
      name: 'IR20',
      satellite_id: f.satellite.satellite_id,
      datacenter_id: f.datacenter.datacenter_id,
    });
    const out = await api.make('svi_hughes_outroutes', { name: 'OR20', frequency: 0, inroute_id: inroute.inroute_id });
    expect(out.frequency).toBe(0);
    expect((await api.update('svi_hughes_outroutes', out.outroute_id as number, { name: 'OR21' })).body).toMatchObject({
      name: 'OR21',
      frequency: 0,
    });
    expect((await api.update('svi_hughes_outroutes', out.outroute_id as number, { frequency: null })).status).toBe(400);
  });

  it('renames a service instance in the datacenters that list it, in the same change', async () => {
    const res = await api.update('svi_hughes_service_instances', f.instance.service_instance_id as number, { name: 'SD-WAN Premium' });
    expect(res.status).toBe(200);
    const dcs = (await api.list('svi_hughes_datacenters')).body.data;
    expect(dcs.map((d) => d.services)).toEqual([['SD-WAN Premium'], ['SD-WAN Premium'], ['SD-WAN Premium']]);
    const rename = (await audit('cmdb.update')).find((a) => a.detail.collection === 'svi_hughes_service_instances');
    expect((rename?.detail.renamedInDatacenters as string[]).sort()).toEqual(['DEN-DC1', 'DEN-DC2', 'DEN-DC3']);
  });

  it('keeps service instance names unique (datacenters name them)', async () => {
    const body = { name: 'SD-WAN Premium', ems_id: f.ems.ems_id, toplevel_service_id: f.top.toplevel_service_id };
    expect(await api.create('svi_hughes_service_instances', body)).toMatchObject({
      status: 409,
      body: { message: "name: a service instance named 'SD-WAN Premium' already exists" },
    });
    const other = await api.make('svi_hughes_service_instances', { ...body, name: 'Managed Voice' });
    expect((await api.update('svi_hughes_service_instances', other.service_instance_id as number, { name: 'SD-WAN Premium' })).status).toBe(409);
    // Lists each service once.
    const dc = await api.make('svi_hughes_datacenters', {
      name: 'DEN-DC4',
      services: ['Managed Voice', 'Managed Voice'],
      location_id: f.location.location_id,
    });
    expect(dc.services).toEqual(['Managed Voice']);
  });

  it('writes who created what, with the stored row', async () => {
    const created = await audit('cmdb.create');
    expect(created.length).toBeGreaterThanOrEqual(9);
    expect(created[0]).toEqual({ user_name: 'operator', outcome: 'success', detail: { collection: 'svi_hughes_locations', after: f.location } });
  });

  it('needs a signed-in user', async () => {
    const res = await api.h.app.inject({ method: 'POST', url: '/api/v1.0/svn/svi_hughes_ems', payload: { name: 'x', host_name: 'y' } });
    expect(res.statusCode).toBe(401);
  });
});
