import { CMDB_COLLECTIONS, CMDB_ENTITIES, type CmdbCollection } from '@nms/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmdbClient, smallCmdb, type CmdbClient, type Row } from './cmdb-harness';
import { routeTestEngines } from './test-databases';

const engines = await routeTestEngines();
const MISSING = 999_999;

describe.each(engines)('CMDB field rules on %s', (engine) => {
  let api: CmdbClient;
  let f: Awaited<ReturnType<typeof smallCmdb>>;
  /** A body each collection accepts, its references pointing at the small CMDB. */
  let valid: Record<CmdbCollection, Row>;

  beforeAll(async () => {
    api = await cmdbClient(engine);
    f = await smallCmdb(api);
    valid = {
      svi_hughes_locations: { name: 'Boise', is_osa_established: true, date_of_production: '2024-02-29' },
      svi_hughes_datacenters: { name: 'BOI-DC1', services: ['Managed SD-WAN'], location_id: f.location.location_id },
      svi_hughes_circuits: { a_circuit_id: 'BOI-DEN-002' },
      svi_hughes_satellites: { name: 'JUPITER 8' },
      svi_hughes_inroutes: { name: 'IR8', satellite_id: f.satellite.satellite_id, datacenter_id: f.datacenter.datacenter_id },
      svi_hughes_outroutes: { name: 'OR8', frequency: 19725, inroute_id: f.inroute.inroute_id },
      svi_hughes_service_instances: { name: 'Managed LAN', ems_id: f.ems.ems_id, toplevel_service_id: f.top.toplevel_service_id },
      svi_hughes_toplevel_services: { name: 'Voice', type: 'Voice' },
      svi_hughes_ems: { name: 'Meraki Dashboard', host_name: 'meraki.example' },
    };
  });
  afterAll(() => api.close());

  it('answers 400 naming each required field left out or blank, for every collection', async () => {
    for (const c of CMDB_COLLECTIONS) {
      for (const field of CMDB_ENTITIES[c].fields.filter((x) => x.required)) {
        const blank = field.kind === 'names' ? [] : field.kind === 'text' ? '  ' : null;
        for (const body of [
          { ...valid[c], [field.name]: undefined },
          { ...valid[c], [field.name]: blank },
        ]) {
          const res = await api.create(c, body);
          expect(res.status, `${c}.${field.name}`).toBe(400);
          expect(res.body.message).toBe(`body/${field.name}: ${field.label} is required`);
        }
      }
    }
  });

  it('answers 400 naming a field of the wrong kind', async () => {
    const cases: Array<[CmdbCollection, Row, string]> = [
      ['svi_hughes_outroutes', { ...valid.svi_hughes_outroutes, frequency: 'fast' }, 'frequency'],
      ['svi_hughes_outroutes', { ...valid.svi_hughes_outroutes, frequency: [1] }, 'frequency'],
      ['svi_hughes_satellites', { name: 'S', orbital_position: 'west' }, 'orbital_position'],
      ['svi_hughes_locations', { name: 'L', latitude: { deg: 1 } }, 'latitude'],
      ['svi_hughes_locations', { name: 'L', is_osa_established: 'maybe' }, 'is_osa_established'],
      ['svi_hughes_locations', { name: 'L', date_of_production: '2026-02-30' }, 'date_of_production'],
      ['svi_hughes_locations', { name: 'L', date_of_production: '0000-01-01' }, 'date_of_production'],
      ['svi_hughes_locations', { name: 'L', date_of_production: 'yesterday' }, 'date_of_production'],
      ['svi_hughes_locations', { name: 'L', zip: 'x'.repeat(2001) }, 'zip'],
      ['svi_hughes_datacenters', { ...valid.svi_hughes_datacenters, services: 'Managed SD-WAN, x' }, 'services'],
      ['svi_hughes_datacenters', { ...valid.svi_hughes_datacenters, location_id: 'Denver' }, 'location_id'],
      ['svi_hughes_datacenters', { ...valid.svi_hughes_datacenters, location_id: 2_147_483_648 }, 'location_id'],
      ['svi_hughes_datacenters', { ...valid.svi_hughes_datacenters, location_id: 0 }, 'location_id'],
      ['svi_hughes_ems', { ...valid.svi_hughes_ems, colour: 'red' }, ''],
    ];
    for (const [c, body, field] of cases) {
      const res = await api.create(c, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toContain(field ? `body/${field}` : 'body/colour is not a known field');
    }
  });

  it('answers 400 for NUL characters in any text, never a 500', async () => {
    const nul = await api.create('svi_hughes_locations', { name: 'Bad\u0000name' });
    expect(nul).toMatchObject({ status: 400, body: { message: 'body/name must not contain NUL characters' } });
    const inList = await api.create('svi_hughes_datacenters', { ...valid.svi_hughes_datacenters, services: ['Managed\u0000'] });
    expect(inList.status).toBe(400);
    expect(inList.body.message).toContain('body/services');
    const onUpdate = await api.update('svi_hughes_circuits', f.circuit.circuit_id as number, { notes: 'x\u0000' });
    expect(onUpdate.body.message).toBe('body/notes must not contain NUL characters');
    expect((await api.list('svi_hughes_ems', 'sort=name%00')).status).toBe(400);
  });

  it('answers 400 naming a reference to a row that does not exist', async () => {
    for (const c of CMDB_COLLECTIONS) {
      for (const field of CMDB_ENTITIES[c].fields.filter((x) => x.kind === 'ref')) {
        const res = await api.create(c, { ...valid[c], [field.name]: MISSING });
        expect(res.status, `${c}.${field.name}`).toBe(400);
        expect(res.body.message).toBe(`${field.name}: no ${CMDB_ENTITIES[field.ref!].noun} ${MISSING}`);
        const put = await api.update(c, (await api.list(c)).body.data[0][CMDB_ENTITIES[c].key] as number, { [field.name]: MISSING });
        expect(put.body.message).toBe(`${field.name}: no ${CMDB_ENTITIES[field.ref!].noun} ${MISSING}`);
      }
    }
  });

  it('answers 400 when a datacenter names a service that is not a service instance', async () => {
    const res = await api.create('svi_hughes_datacenters', { ...valid.svi_hughes_datacenters, services: ['Managed SD-WAN', 'Teleportation'] });
    expect(res).toMatchObject({ status: 400, body: { message: "services: no service instance 'Teleportation'" } });
  });

  it('answers 404 for an unknown id on GET, PUT and DELETE, and 400 for an id that is not one', async () => {
    for (const c of CMDB_COLLECTIONS) {
      const message = `no ${CMDB_ENTITIES[c].noun} ${MISSING}`;
      expect(await api.get(c, MISSING), c).toMatchObject({ status: 404, body: { message } });
      expect(await api.update(c, MISSING, {}), c).toMatchObject({ status: 404, body: { message } });
      expect(await api.remove(c, MISSING), c).toMatchObject({ status: 404, body: { message } });
    }
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      const res = await api.get('svi_hughes_ems', bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toContain('id');
    }
  });

  it('stores what it was given and answers the stored row, with its key and dttm', async () => {
    const row = await api.make('svi_hughes_locations', { ...valid.svi_hughes_locations, latitude: 43.6, contact_info: 'line 1\nline 2' });
    expect(row).toMatchObject({
      name: 'Boise',
      latitude: 43.6,
      is_osa_established: true,
      date_of_production: '2024-02-29',
      contact_info: 'line 1\nline 2',
      street: null,
    });
    expect(Number.isNaN(Date.parse(row.dttm as string))).toBe(false);
    expect((await api.get('svi_hughes_locations', row.location_id as number)).body).toEqual(row);
  });
});
