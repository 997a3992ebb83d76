import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FleetService } from '../src/modules/fleet/fleet-service';
import { startHarness, type Harness } from './api-harness';
import { testEngines } from './test-databases';
import { authHeader, serviceAccountToken } from './tokens';

const engines = await testEngines();

describe.each(engines)('locations, groups, members and retire on %s', (engine) => {
  let h: Harness;
  let service: Record<string, string>;
  let fleet: FleetService;
  const call = async (method: 'POST' | 'DELETE', path: string, payload: unknown, query = '') => {
    const res = await h.app.inject({ method, url: `/api/v1.0/ingest/${path}${query}`, headers: service, payload: payload as object });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const get = async (url: string) => (await h.app.inject({ method: 'GET', url: `/api/v1.0${url}`, headers: h.operator })).json();
  const rows = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(h.database.db)).rows;
  const group = async (key: string) =>
    (
      await rows(sql<{ total_count: number; impacted_count: number }>`
      SELECT total_count, impacted_count FROM device_groups WHERE network_type || ':' || name = ${key}`)
    )[0];
  const raise = (device: string, severity: number) =>
    fleet.raiseFeedAlert({ device, eventName: 'Unreachable', severity, text: 'no answer', source: 'ICMP', at: Date.now() });

  beforeAll(async () => {
    h = await startHarness(engine);
    service = authHeader(await serviceAccountToken(h.app));
    fleet = new FleetService(h.database.db);
  });
  afterAll(() => h.close());

  it('upserts locations by customerLocationId and deletes them', async () => {
    const loc = {
      customerLocationId: 'LOC-1',
      address: '1 Main St',
      city: 'Denver',
      stateUSA: 'CO',
      zip: '80202',
      latitude: 39.7,
      longitude: -104.9,
    };
    expect(await call('POST', 'locations', [loc, { customerLocationId: 'LOC-2', city: 'Boise' }])).toMatchObject({ created: 2 });
    expect(
      await call('POST', 'locations', [loc, { customerLocationId: 'LOC-2', city: 'Austin' }, { customerLocationId: 'LOC-3', latitude: 91 }]),
    ).toMatchObject({ created: 0, updated: 1, unchanged: 1, rejected: 1, errors: [{ line: 3, field: 'latitude' }] });
    expect(await rows(sql`SELECT city, address FROM locations WHERE customer_location_id = 'LOC-2'`)).toEqual([{ city: 'Austin', address: null }]);
    expect(await call('DELETE', 'locations', { customerLocationIds: ['LOC-2', 'LOC-9'] })).toMatchObject({ retired: 1, unchanged: 1 });
    expect(await call('POST', 'locations', [{ customerLocationId: 'LOC-1', retire: true }])).toMatchObject({ retired: 1 });
    expect(await rows(sql`SELECT customer_location_id FROM locations`)).toEqual([]);
  });

  it('imported groups and members make the network tree and network events work', async () => {
    // Devices first, naming a group that does not exist yet: the group takes them in when it comes.
    await call('POST', 'devices', [
      { name: 'gw-a1', memberOf: ['DATACENTER:IMP-DC', 'GATEWAY:IMP-GW'] },
      { name: 'gw-a2', memberOf: ['DATACENTER:IMP-DC'] },
      { name: 'gw-a3' },
      { name: 'gw-a4' },
    ]);
    const groups = await call('POST', 'groups', [
      { networkType: 'DATACENTER', name: 'IMP-DC', lowLevelGroup: 'Imported datacenter', thresholdPercent: 50 },
      { networkType: 'GATEWAY', name: 'IMP-GW', lowLevelGroup: 'IMP-DC' },
      { networkType: 'BAD:TYPE', name: 'x' },
      { networkType: 'CUSTOMER', name: 'Q', deviceQuery: 'nosuchfield:1' },
    ]);
    expect(groups).toMatchObject({
      created: 2,
      rejected: 2,
      errors: [
        { line: 3, field: 'networkType' },
        { line: 4, field: 'deviceQuery' },
      ],
    });
    expect(await group('DATACENTER:IMP-DC')).toEqual({ total_count: 2, impacted_count: 0 });
    expect(await rows(sql`SELECT device_query FROM device_groups WHERE name = 'IMP-GW'`)).toEqual([{ device_query: 'memberOf:"GATEWAY:IMP-GW"' }]);

    const members = await call('POST', 'group-members', [
      { networkType: 'DATACENTER', group: 'IMP-DC', device: 'gw-a3' },
      { networkType: 'DATACENTER', group: 'IMP-DC', device: 'gw-a1' },
      { networkType: 'DATACENTER', group: 'NOPE', device: 'gw-a4' },
      { networkType: 'DATACENTER', group: 'IMP-DC', device: 'nobody' },
    ]);
    expect(members).toMatchObject({
      created: 1,
      unchanged: 1,
      rejected: 2,
      errors: [
        { line: 3, field: 'group' },
        { line: 4, field: 'device' },
      ],
    });
    expect(await rows(sql`SELECT member_of FROM devices WHERE name = 'gw-a3'`)).toEqual([{ member_of: ['DATACENTER:IMP-DC'] }]);
    expect(await group('DATACENTER:IMP-DC')).toEqual({ total_count: 3, impacted_count: 0 });

    await raise('gw-a1', 1);
    await raise('gw-a2', 2);
    expect(await group('DATACENTER:IMP-DC')).toEqual({ total_count: 3, impacted_count: 2 });
    const outcome = await fleet.refreshImpact(Date.now());
    expect(outcome.opened).toContain('DATACENTER:IMP-DC');

    const tree = await get('/svn/network/chart?network_type=All%20Datacenters');
    const dc = tree.data.children.find((c: { key: string }) => c.key === 'DATACENTER:IMP-DC');
    expect(dc).toMatchObject({ name: 'IMP-DC', device_count: 3, impacted_device_count: 2 });
    expect(dc.children).toEqual([expect.objectContaining({ key: 'GATEWAY:IMP-GW', device_count: 1, impacted_device_count: 1 })]);
    const events = await get('/es/network-events?active=true');
    expect(JSON.stringify(events)).toContain('DATACENTER:IMP-DC');

    // Replace: the group's members become exactly the call's.
    expect(await call('POST', 'group-members', [{ networkType: 'DATACENTER', group: 'IMP-DC', device: 'gw-a4' }], '?replace=true')).toMatchObject({
      created: 1,
      retired: 3,
    });
    expect(await group('DATACENTER:IMP-DC')).toEqual({ total_count: 1, impacted_count: 0 });
    expect(await call('DELETE', 'group-members', { members: [{ networkType: 'DATACENTER', group: 'IMP-DC', device: 'gw-a4' }] })).toMatchObject({
      retired: 1,
    });
    expect(await group('DATACENTER:IMP-DC')).toEqual({ total_count: 0, impacted_count: 0 });

    // Deleting a group takes its key out of its devices' memberOf.
    expect(await call('DELETE', 'groups', { groups: [{ networkType: 'GATEWAY', name: 'IMP-GW' }] })).toMatchObject({ retired: 1 });
    expect(await rows(sql`SELECT member_of FROM devices WHERE name = 'gw-a1'`)).toEqual([{ member_of: [] }]);
  });

  it('retire clears active alerts into the archive, keeps the history, and a new ingest brings the device back', async () => {
    await call('POST', 'devices', [{ name: 'ret-1', model: 'HT2000', memberOf: ['DATACENTER:IMP-DC'] }, { name: 'ret-2' }]);
    await raise('ret-1', 1);
    await fleet.raiseFeedAlert({ device: 'ret-1', eventName: 'HighCpu', severity: 3, text: 'cpu', source: 'SNMP', at: Date.now() });
    await fleet.clearFeedAlert({ device: 'ret-1', eventName: 'HighCpu', at: Date.now() });
    expect(await group('DATACENTER:IMP-DC')).toEqual({ total_count: 1, impacted_count: 1 });

    const answer = await call('DELETE', 'devices', { names: ['ret-1', 'ret-2', 'never-was'] });
    expect(answer).toMatchObject({ retired: 2, rejected: 1, errors: [{ line: 3, field: 'names', message: 'no device named never-was' }] });
    expect(await rows(sql`SELECT name FROM devices WHERE name LIKE 'ret-%'`)).toEqual([]);
    expect(await rows(sql`SELECT event_name, active, state FROM alerts WHERE element_name = 'ret-1' ORDER BY event_name`)).toEqual([
      { event_name: 'HighCpu', active: false, state: 'CLEARED' },
      { event_name: 'Unreachable', active: false, state: 'CLEARED' },
    ]);
    expect(await group('DATACENTER:IMP-DC')).toEqual({ total_count: 0, impacted_count: 0 });
    expect(await rows(sql`SELECT name, retired_by FROM retired_devices ORDER BY name`)).toEqual([
      { name: 'ret-1', retired_by: expect.any(String) },
      { name: 'ret-2', retired_by: expect.any(String) },
    ]);
    expect((await get('/es/historical-alerts?query=elementName:ret-1%20AND%20active:false')).total).toBe(2);
    expect((await get('/es/alerts?query=elementName:ret-1%20AND%20active:true')).total).toBe(0);
    // Retiring again changes nothing; the audit log says who retired what.
    expect(await call('DELETE', 'devices', { names: ['ret-1'] })).toMatchObject({ retired: 0, unchanged: 1 });
    expect(await rows(sql`SELECT action FROM audit_log WHERE 'ret-1' = ANY(device_names) ORDER BY id`)).toEqual([
      { action: 'ingest.devices' },
      { action: 'ingest.devices.retire' },
    ]);

    // The same name again: back as it was (model, groups), Normal, counted as created.
    expect(await call('POST', 'devices', [{ name: 'ret-1', vendor: 'Hughes' }])).toMatchObject({ created: 1 });
    expect(await rows(sql`SELECT model, vendor, state, member_of FROM devices WHERE name = 'ret-1'`)).toEqual([
      { model: 'HT2000', vendor: 'Hughes', state: 5, member_of: ['DATACENTER:IMP-DC'] },
    ]);
    expect(await rows(sql`SELECT name FROM retired_devices`)).toEqual([{ name: 'ret-2' }]);
    expect(await group('DATACENTER:IMP-DC')).toEqual({ total_count: 1, impacted_count: 0 });
    expect(
      await call('POST', 'devices', [
        { name: 'ret-2', retire: true },
        { name: 'ret-3', retire: true },
      ]),
    ).toMatchObject({ retired: 0, unchanged: 1, rejected: 1, errors: [{ line: 2, field: 'name' }] });
  });

  it('stores SNMP settings by credential name, per device and per group', async () => {
    const put = await h.app.inject({
      method: 'PUT',
      url: '/api/v1.0/ingest/snmp-credentials',
      headers: service,
      payload: [
        { name: 'lab-v2', version: '2c', community: 'public' },
        { name: 'lab-v2b', version: '2c', community: 'other' },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    const snmp = async () => rows(sql`SELECT device_name, credential, port FROM device_snmp ORDER BY device_name`);
    expect(
      await call('POST', 'devices', [
        { name: 'snmp-1', managementIp: '127.0.0.1', snmpCredential: 'lab-v2', snmpPort: 1161 },
        { name: 'snmp-2', snmpCredential: 'lab-v2' },
        { name: 'snmp-3', snmpCredential: 'missing' },
        { name: 'snmp-4', snmpPort: 1162 },
      ]),
    ).toMatchObject({
      created: 2,
      rejected: 2,
      errors: [
        { line: 3, field: 'snmpCredential' },
        { line: 4, field: 'snmpPort' },
      ],
    });
    expect(await snmp()).toEqual([
      { device_name: 'snmp-1', credential: 'lab-v2', port: 1161 },
      { device_name: 'snmp-2', credential: 'lab-v2', port: 161 },
    ]);
    // A credential alone keeps the port; a port alone keeps the credential; '' removes the settings.
    expect(
      await call('POST', 'devices', [
        { name: 'snmp-1', snmpCredential: 'lab-v2b' },
        { name: 'snmp-2', snmpPort: 2161 },
      ]),
    ).toMatchObject({ updated: 2 });
    expect(
      await call('POST', 'devices', [
        { name: 'snmp-1', snmpCredential: 'lab-v2b' },
        { name: 'snmp-2', snmpPort: 2161 },
      ]),
    ).toMatchObject({ unchanged: 2 });
    expect(await snmp()).toEqual([
      { device_name: 'snmp-1', credential: 'lab-v2b', port: 1161 },
      { device_name: 'snmp-2', credential: 'lab-v2', port: 2161 },
    ]);
    expect(await call('POST', 'devices', [{ name: 'snmp-2', snmpCredential: '' }])).toMatchObject({ updated: 1 });
    expect(await snmp()).toEqual([{ device_name: 'snmp-1', credential: 'lab-v2b', port: 1161 }]);

    expect(await call('POST', 'groups', [{ networkType: 'CUSTOMER', name: 'LAB', snmpCredential: 'lab-v2', snmpPort: 1161 }])).toMatchObject({
      created: 1,
    });
    expect(await call('POST', 'groups', [{ networkType: 'CUSTOMER', name: 'LAB', snmpPort: 1162 }])).toMatchObject({ updated: 1 });
    expect(await rows(sql`SELECT credential, port FROM group_snmp`)).toEqual([{ credential: 'lab-v2', port: 1162 }]);
  });
});
