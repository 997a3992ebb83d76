import type { CmdbCollection } from '@nms/contract';
import { startHarness, type Harness } from './api-harness';

/** Calls of the CMDB API through a harness, as the browser makes them (signed in as the operator). */
export type Row = Record<string, unknown>;
export interface Answer<T = Row> {
  status: number;
  body: T & { message?: string };
}

export interface CmdbClient {
  h: Harness;
  list(c: CmdbCollection, query?: string): Promise<Answer<{ data: Row[]; total: number }>>;
  get(c: CmdbCollection, id: number | string): Promise<Answer>;
  create(c: CmdbCollection, body: unknown): Promise<Answer>;
  update(c: CmdbCollection, id: number | string, body: unknown): Promise<Answer>;
  remove(c: CmdbCollection, id: number | string): Promise<Answer>;
  /** Creates or fails the test. */
  make(c: CmdbCollection, body: Row): Promise<Row>;
  close(): Promise<void>;
}

export async function cmdbClient(engine: 'pglite' | 'postgres'): Promise<CmdbClient> {
  const h = await startHarness(engine);
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<Answer<never>> => {
    const res = await h.app.inject({
      method,
      url: `/api/v1.0/svn/${url}`,
      headers: h.operator,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.body ? res.json() : {} } as Answer<never>;
  };
  const client: CmdbClient = {
    h,
    list: (c, query = '') => call('GET', `${c}${query ? `?${query}` : ''}`),
    get: (c, id) => call('GET', `${c}/${id}`),
    create: (c, body) => call('POST', c, body),
    update: (c, id, body) => call('PUT', `${c}/${id}`, body),
    remove: (c, id) => call('DELETE', `${c}/${id}`),
    async make(c, body) {
      const res = await client.create(c, body);
      if (res.status !== 201) throw new Error(`create ${c} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    close: () => h.close(),
  };
  return client;
}

/** A small consistent CMDB: every collection has a row, every reference is used once. */
export async function smallCmdb(api: CmdbClient) {
  const location = await api.make('svi_hughes_locations', { name: 'Denver', city: 'Denver', latitude: 39.74, longitude: -104.99 });
  const ems = await api.make('svi_hughes_ems', { name: 'FortiManager', host_name: 'fmg.example' });
  const top = await api.make('svi_hughes_toplevel_services', { name: 'SD-WAN', type: 'Managed Network' });
  const instance = await api.make('svi_hughes_service_instances', {
    name: 'Managed SD-WAN',
    ems_id: ems.ems_id,
    toplevel_service_id: top.toplevel_service_id,
  });
  const datacenter = await api.make('svi_hughes_datacenters', { name: 'DEN-DC1', services: ['Managed SD-WAN'], location_id: location.location_id });
  const satellite = await api.make('svi_hughes_satellites', { name: 'JUPITER 9', orbital_position: -101.5 });
  const inroute = await api.make('svi_hughes_inroutes', {
    name: 'IR7',
    satellite_id: satellite.satellite_id,
    datacenter_id: datacenter.datacenter_id,
  });
  const outroute = await api.make('svi_hughes_outroutes', { name: 'OR7', frequency: 19712.5, inroute_id: inroute.inroute_id });
  const circuit = await api.make('svi_hughes_circuits', { a_circuit_id: 'DEN-DAL-001', carrier: 'Lumen', speed: '10 Gbps', notes: 'backbone' });
  return { location, ems, top, instance, datacenter, satellite, inroute, outroute, circuit };
}
