import { ADDITIONAL_DETAIL_FIELDS } from '@nms/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './api-harness';
import { DEVICES } from './metrics-fixture';
import { testEngines } from './test-databases';

const engines = await testEngines();
const [VSAT, AP] = DEVICES.map((d) => d.name);

describe.each(engines)('source-system lookups on %s', (engine) => {
  let h: Harness;
  const get = (url: string) => h.app.inject({ method: 'GET', url, headers: h.operator });

  beforeAll(async () => {
    h = await startHarness(engine);
    await h.database.db.insertInto('devices').values(DEVICES.map((d, i) => ({
      ...d, state: 5, discovered: true, management_ip: `10.16.0.${i + 1}`, sat_name: d.class_name === 'HNS_SatModem' ? 'JUPITER-2' : null,
      beamid: d.class_name === 'HNS_SatModem' ? 'J2-B07' : null, discovered_first_at: 1_700_000_000_000, access_mode: 'SNMP',
      pam_discovery_state: 'Instantiated', aa_cf_opermode: i === 0 ? 4 : null, asset_id: `A00000000${i}`,
    }))).execute();
  });
  afterAll(() => h.close());

  it('projects the device row per source system', async () => {
    const dmn = (await get(`/api/v1.0/oracle/device/dmn_device?device_name=${VSAT}`)).json().data;
    expect(dmn).toMatchObject({ DEVICE_NAME: VSAT, DMN_TYPE: 'VSAT', MANAGEMENT_IP: '10.16.0.1', ACCESS_MODE: 'SNMP', DISCOVERED_FIRST_AT: '2023-11-14T22:13:20.000Z' });
    const eit = (await get(`/api/v1.0/oracle/device/eit_device?device_name=${AP}`)).json().data;
    expect(eit).toMatchObject({ DEVICE_NAME: AP, ASSET_ID: 'A000000001', MODEL: 'FAP-231F', PRODUCT_CATEGORY: 'WIFI AP' });
    expect((await get(`/api/v1.0/oracle/device/hts_device?device_name=${VSAT}`)).json().data).toMatchObject({ SAN: VSAT, SATELLITE: 'JUPITER-2', BEAM_ID: 'J2-B07' });
    expect((await get(`/api/v1.0/oracle/device/hts_device?device_name=${AP}`)).json()).toEqual({ data: {} });
    expect((await get(`/api/v1.0/oracle/device/active_device?device_name=${VSAT}`)).json().data).toMatchObject({ AA_CF_OPERMODE: 4 });
    expect((await get(`/api/v1.0/oracle/device/active_device?device_name=${AP}`)).json()).toEqual({ data: {} });
  });

  it('answers the additional details with the spec keys', async () => {
    const res = await get(`/api/v1.0/smarts/device/additional-details?name=${VSAT}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data)).toHaveLength(ADDITIONAL_DETAIL_FIELDS.length);
    expect(Object.keys(data).length).toBeGreaterThanOrEqual(50);
    expect(data).toMatchObject({ accessMode: 'SNMP', discoveryState: 'Instantiated', 'Management IP': '10.16.0.1', aaCfOpermode: 4, DiscoveredFirstAt: 1_700_000_000_000 });
    for (const key of ['assetId', 'cpehan', 'Description', 'DiscoveredLastAt', 'firmwareVersion', 'hanValidation', 'hnsCompanyID', 'Imei', 'isManaged', 'IsMonitored', 'Lanip1', 'Mdn', 'PamSuspended', 'diuSerialNum', 'softwareVersion', 'state', 'timezone', 'vlan', 'vpgw', 'vdomEnabled']) {
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
