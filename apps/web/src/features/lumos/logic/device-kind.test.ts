import type { DeviceDetailsData, NeighborDevice } from '@nms/contract';
import { describe, expect, it } from 'vitest';
import { locationRow } from './location';
import { configurationRows, lumosKind, reachabilityRows } from './device-kind';
import { TRANSPORT_TITLES, transportView } from './transport';

type Device = DeviceDetailsData['device'];
const dev = (d: Partial<Record<keyof Device, unknown>>): Device => ({ name: 'D1', ...d }) as Device;
const labels = (rows: readonly (readonly [string, unknown])[]) => rows.map(([l]) => l);
const value = (rows: readonly (readonly [string, unknown])[], label: string) => rows.find(([l]) => l === label)?.[1];

describe('lumosKind', () => {
  it('tells satellite modems, routers, LAN gear, modems, accelerators and voice apart', () => {
    expect(lumosKind(dev({ className: 'HNS_SatModem', productCategory: 'Satellite Modem' }))).toBe('satellite');
    expect(lumosKind(dev({ className: 'HNS_Meraki', productCategory: 'Router' }))).toBe('router');
    expect(lumosKind(dev({ productCategory: 'Switch' }))).toBe('lan');
    expect(lumosKind(dev({ productCategory: 'WIFI AP' }))).toBe('lan');
    expect(lumosKind(dev({ productCategory: 'Wireless Modem' }))).toBe('modem');
    expect(lumosKind(dev({ className: 'HNS_AccelApp', productCategory: 'Acceleration Appliance' }))).toBe('accelerator');
    expect(lumosKind(dev({ productCategory: 'VOIP Phone' }))).toBe('voice');
    expect(lumosKind(dev({ productCategory: 'Display TV' }))).toBe('other');
  });
});

describe('configurationRows', () => {
  it('satellite: gateway, beam and satellite, the HTS record first', () => {
    const rows = configurationRows('satellite', dev({ gwid: 'GW7', beamid: 'B1', satName: 'J2' }), { BEAM_ID: 'B9', SATELLITE: 'JUPITER 3' });
    expect(labels(rows)).toEqual(expect.arrayContaining(['Satellite', 'Beam ID', 'Gateway ID', 'VADB Status']));
    expect(value(rows, 'Beam ID')).toBe('B9');
    expect(value(rows, 'Satellite')).toBe('JUPITER 3');
    expect(value(rows, 'Gateway ID')).toBe('GW7');
    // A device HTS does not know ({}) falls back to the device row.
    expect(value(configurationRows('satellite', dev({ beamid: 'B1' }), {}), 'Beam ID')).toBe('B1');
  });

  it('router: WAN and LAN rows', () => {
    const rows = configurationRows('router', dev({ provider: 'AT&T', vpgw: 'VPG1', lanIp: '10.0.0.1' }), {});
    expect(labels(rows)).toEqual(expect.arrayContaining(['WAN Provider', 'VPN Gateway ID', 'LAN IP', 'VLAN']));
    expect(value(rows, 'WAN Provider')).toBe('AT&T');
  });

  it('accelerator: the active path mode as a label', () => {
    expect(value(configurationRows('accelerator', dev({ aaCfOpermode: 4, aaVirtualSiteId: 'VS1' }), {}), 'Active Path Configuration')).toBe(
      'Dual CPE Enabled',
    );
    expect(value(configurationRows('accelerator', dev({ aaCfOpermode: 4, aaVirtualSiteId: 'VS1' }), {}), 'Virtual Site ID')).toBe('VS1');
  });
});

describe('reachabilityRows', () => {
  const hr: NeighborDevice = {
    name: 'HR-1',
    model: 'HR4000',
    productCode: 'HR4000-VG',
    productCategory: 'VOIP Gateway',
    state: 5,
    poller: 'POLLER-HR',
  };

  it("shows the device's own poller", () => {
    const rows = reachabilityRows(dev({ poller: 'P1', state: 1 }), null);
    expect(value(rows, 'Poller')).toBe('P1');
    expect(value(rows, 'Status')).toBe('Critical');
  });

  it("a Polycom phone shows its HR gateway's poller, naming the gateway", () => {
    const rows = reachabilityRows(dev({ poller: 'P1' }), hr);
    expect(value(rows, 'Poller (via HR-1)')).toBe('POLLER-HR');
    expect(labels(rows)).not.toContain('Poller');
  });

  it('a failed discovery shows its error instead of the last discovery', () => {
    expect(labels(reachabilityRows(dev({ discovered: false, discoveryDescription: 'SNMP timeout' }), null))).toContain('Discovery Error');
    expect(labels(reachabilityRows(dev({ discovered: true, discoveredLastAt: 1 }), null))).toContain('Last Discovered');
  });
});

describe('locationRow', () => {
  it('prefers the location record and takes Hughes Location ID from the device', () => {
    const row = locationRow({
      device: dev({ hnsLocationID: 'HL1', zip: '00000' }),
      location: { customerLocationId: 'C1', address: '1 Main', city: 'Town', stateUSA: 'MD', zip: '20876', latitude: 1, longitude: 2, plsiteid: 'P' },
    });
    expect(row).toMatchObject({ customerLocationId: 'C1', city: 'Town', zip: '20876', hnsLocationID: 'HL1' });
  });

  it('falls back to the device fields without a location record', () => {
    expect(locationRow({ device: dev({ customerLocationId: 'C2', zip: '1' }), location: null })).toMatchObject({
      customerLocationId: 'C2',
      zip: '1',
      address: undefined,
    });
  });
});

describe('transport blocks', () => {
  it('use the Device Actions result view of their call', () => {
    expect(transportView('meraki', {})).toBe('meraki');
    expect(transportView('velocloud', {})).toBe('velocloud');
    expect(transportView('fortilan', {})).toBe('fortilan');
    expect(transportView('ecm', {})).toBe('cradlepoint');
    expect(transportView('nnoc', {})).toBe('satellite');
    expect(transportView('ciscoSwitch', {})).toBe('switch');
    expect(transportView('nnoc', 'plain text')).toBe('text');
    expect(Object.keys(TRANSPORT_TITLES)).toHaveLength(6);
  });
});
