import { ADDITIONAL_DETAIL_FIELDS } from '@nms/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFleet } from '../src/simulator/fleet/load-fleet';
import { startHarness, type Harness } from './api-harness';
import { DEVICES } from './metrics-fixture';
import { routeTestEngines } from './test-databases';

const engines = await routeTestEngines();
const [VSAT, AP, LTE] = DEVICES.map((d) => d.name);
/** A HAN site's satellite primary that failed over to its LTE backup. */
const HAN_ROW = {
  han: 'Enabled',
  cpehan: 'DTSC',
  primary_nap_source: 'HUGHES-SAT',
  backup_nap_source: 'VERIZON-LTE',
  transport_admin_status: 'Primary: Up, Backup: Up',
  transport_oper_status: 'Primary: Down, Backup: Up',
  transport_in_use: 'Backup',
};
const HAN_KEYS = {
  PRIMARY_NAP_SOURCE: 'HUGHES-SAT',
  BACKUP_NAP_SOURCE: 'VERIZON-LTE',
  TRANSPORT_ADMIN_STATUS: 'Primary: Up, Backup: Up',
  TRANSPORT_OPER_STATUS: 'Primary: Down, Backup: Up',
  TRANSPORT_IN_USE: 'Backup',
};

describe.each(engines)('source-system lookups on %s', (engine) => {
  let h: Harness;
  const get = (url: string) => h.app.inject({ method: 'GET', url, headers: h.operator });

  beforeAll(async () => {
    h = await startHarness(engine);
    await h.database.db
      .insertInto('devices')
      .values(
        DEVICES.map((d, i) => ({
          ...d,
          state: 5,
          discovered: true,
          management_ip: `10.16.0.${i + 1}`,
          sat_name: d.class_name === 'HNS_SatModem' ? 'JUPITER-2' : null,
          beamid: d.class_name === 'HNS_SatModem' ? 'J2-B07' : null,
          discovered_first_at: 1_700_000_000_000,
          access_mode: 'SNMP',
          pam_discovery_state: 'Instantiated',
          aa_cf_opermode: i === 0 ? 4 : null,
          asset_id: `A00000000${i}`,
          ...(i === 0 ? HAN_ROW : {}),
          nat_ip1: i === 2 ? '198.51.100.9' : null,
        })),
      )
      .execute();
  });
  afterAll(() => h.close());

  it('projects the device row per source system', async () => {
    const dmn = (await get(`/api/v1.0/oracle/device/dmn_device?device_name=${VSAT}`)).json().data;
    expect(dmn).toMatchObject({
      DEVICE_NAME: VSAT,
      DMN_TYPE: 'VSAT',
      MANAGEMENT_IP: '10.16.0.1',
      ACCESS_MODE: 'SNMP',
      DISCOVERED_FIRST_AT: '2023-11-14T22:13:20.000Z',
    });
    const eit = (await get(`/api/v1.0/oracle/device/eit_device?device_name=${AP}`)).json().data;
    expect(eit).toMatchObject({ DEVICE_NAME: AP, ASSET_ID: 'A000000001', MODEL: 'FAP-231F', PRODUCT_CATEGORY: 'WIFI AP' });
    expect((await get(`/api/v1.0/oracle/device/hts_device?device_name=${VSAT}`)).json().data).toMatchObject({
      SAN: VSAT,
      SATELLITE: 'JUPITER-2',
      BEAM_ID: 'J2-B07',
    });
    expect((await get(`/api/v1.0/oracle/device/hts_device?device_name=${AP}`)).json()).toEqual({ data: {} });
    expect((await get(`/api/v1.0/oracle/device/active_device?device_name=${VSAT}`)).json().data).toMatchObject({ AA_CF_OPERMODE: 4 });
    expect((await get(`/api/v1.0/oracle/device/active_device?device_name=${AP}`)).json()).toEqual({ data: {} });
  });

  it('carries the HAN transports in the active path source and the NAT addresses in DMN and the device row', async () => {
    expect((await get(`/api/v1.0/oracle/device/active_device?device_name=${VSAT}`)).json().data).toMatchObject(HAN_KEYS);
    expect((await get(`/api/v1.0/oracle/device/dmn_device?device_name=${LTE}`)).json().data).toMatchObject({
      NAT_IP_1: '198.51.100.9',
      NAT_IP_2: null,
    });
    const details = (name: string) => get(`/api/v1.0/device/device-details?device_id=${name}`).then((r) => r.json().data);
    const vsat = await details(VSAT);
    expect(vsat.active_devices).toMatchObject(HAN_KEYS);
    expect(vsat.device).toMatchObject({ primaryNapSource: 'HUGHES-SAT', transportInUse: 'Backup', natIp1: null, natIp2: null });
    expect((await details(LTE)).device).toMatchObject({ natIp1: '198.51.100.9', natIp2: null, transportInUse: null });
  });

  it('answers the additional details with the spec keys', async () => {
    const res = await get(`/api/v1.0/smarts/device/additional-details?name=${VSAT}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data)).toHaveLength(ADDITIONAL_DETAIL_FIELDS.length);
    expect(Object.keys(data).length).toBeGreaterThanOrEqual(50);
    expect(data).toMatchObject({
      accessMode: 'SNMP',
      discoveryState: 'Instantiated',
      'Management IP': '10.16.0.1',
      aaCfOpermode: 4,
      DiscoveredFirstAt: 1_700_000_000_000,
    });
    for (const key of [
      'assetId',
      'cpehan',
      'Description',
      'DiscoveredLastAt',
      'firmwareVersion',
      'hanValidation',
      'hnsCompanyID',
      'Imei',
      'isManaged',
      'IsMonitored',
      'Lanip1',
      'Mdn',
      'PamSuspended',
      'diuSerialNum',
      'softwareVersion',
      'state',
      'timezone',
      'vlan',
      'vpgw',
      'vdomEnabled',
    ]) {
      expect(data).toHaveProperty([key]);
    }
  });

  it('answers 404 for an unknown device and 400 naming a missing parameter', async () => {
    for (const source of ['dmn_device', 'active_device', 'eit_device', 'hts_device']) {
      expect((await get(`/api/v1.0/oracle/device/${source}?device_name=NOPE`)).statusCode).toBe(404);
      const missing = await get(`/api/v1.0/oracle/device/${source}`);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toContain('device_name');
    }
    expect((await get('/api/v1.0/smarts/device/additional-details?name=NOPE')).statusCode).toBe(404);
    expect((await get('/api/v1.0/smarts/device/additional-details')).json().message).toContain('name');
    expect((await h.app.inject({ method: 'GET', url: `/api/v1.0/oracle/device/dmn_device?device_name=${VSAT}` })).statusCode).toBe(401);
  });
});

describe.each(engines)('HAN transports of a loaded fleet on %s', (engine) => {
  let h: Harness;
  const get = (url: string) => h.app.inject({ method: 'GET', url, headers: h.operator });
  const first = async (where: ReturnType<typeof sql>) =>
    (await sql<{ name: string }>`SELECT name FROM devices WHERE ${where} ORDER BY name LIMIT 1`.execute(h.database.db)).rows[0]?.name;

  beforeAll(async () => {
    h = await startHarness(engine);
    await loadFleet(h.database, { size: 800, seed: 11, alertsTotal: 800, now: Date.UTC(2025, 0, 15), worker: false });
  });
  afterAll(() => h.close());

  it('writes the simulated transports and NAT addresses through the loader into both answers', async () => {
    const han = await first(sql`han = 'Enabled' AND aa_cf_opermode IS NOT NULL`);
    expect(han).toBeDefined();
    const active = (await get(`/api/v1.0/oracle/device/active_device?device_name=${han}`)).json().data;
    expect(active.PRIMARY_NAP_SOURCE).toEqual(expect.any(String));
    expect(active.BACKUP_NAP_SOURCE).not.toBe(active.PRIMARY_NAP_SOURCE);
    expect(active.TRANSPORT_ADMIN_STATUS).toMatch(/^Primary: (Up|Down), Backup: (Up|Down)$/);
    expect(active.TRANSPORT_OPER_STATUS).toMatch(/^Primary: (Up|Down), Backup: (Up|Down)$/);
    expect(['Primary', 'Backup', 'None']).toContain(active.TRANSPORT_IN_USE);
    const details = (await get(`/api/v1.0/device/device-details?device_id=${han}`)).json().data;
    expect(details.active_devices).toMatchObject(active);
    expect(details.device.transportInUse).toBe(active.TRANSPORT_IN_USE);

    const modem = await first(sql`product_category = 'Wireline Modem'`);
    const dmn = (await get(`/api/v1.0/oracle/device/dmn_device?device_name=${modem}`)).json().data;
    expect(dmn.NAT_IP_1).toMatch(/^203\.0\.113\.\d+$/);
    const sat = await first(sql`product_category = 'Satellite Modem'`);
    expect((await get(`/api/v1.0/device/device-details?device_id=${sat}`)).json().data.device).toMatchObject({ natIp1: null, natIp2: null });
  });
});
