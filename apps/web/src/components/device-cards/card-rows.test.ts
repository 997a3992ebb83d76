import { describe, expect, it } from 'vitest';
import {
  activePathRows,
  customerGatewayStatus,
  deviceStatusRows,
  discoveryFailed,
  eitRows,
  hanRows,
  locationRows,
  monitoringRows,
  napSources,
  networkConfigRows,
  vadbRows,
  type CardRow,
} from './card-rows';
import { detailsFixture, neighbour } from './details-fixture';

const labels = (rows: CardRow[]) => rows.map((r) => r.label);
const value = (rows: CardRow[], label: string) => rows.find((r) => r.label === label)?.value;
const dev = (d: Parameters<typeof detailsFixture>[0]) => detailsFixture(d).device;

describe('Device Status card', () => {
  it('has the rows of spec 000 §2 through the value mapping', () => {
    const rows = deviceStatusRows(detailsFixture({ state: 2, discovered: false, hnsService: '', rsUpdatedAt: 0 }), 'PAM not suspended');
    expect(labels(rows)).toEqual([
      'Name',
      'Status',
      'Device Type',
      'Device Class',
      'Customer ID',
      'Proactive Monitoring Status',
      'Customer Gateway Status',
      'Services',
      'Discovered',
      'NMP Update Time',
    ]);
    expect(value(rows, 'Status')).toBe('Major');
    expect(value(rows, 'Discovered')).toBe('No');
    expect(value(rows, 'Services')).toBe('Unavailable');
    expect(value(rows, 'NMP Update Time')).toBe('Never');
    expect(value(rows, 'Proactive Monitoring Status')).toBe('PAM not suspended');
    expect(value(deviceStatusRows(detailsFixture(), 'PAM not suspended'), 'NMP Update Time')).toBe('01/05/2026 07:08:09');
  });

  it("reads 'Proactive Monitoring Status' from the PAM status it is given, never from the device's own flag", () => {
    // The flag lags the schedule (it turns true only on 'sus'): the PAM read is the one truth.
    const flagged = detailsFixture({ pamSuspended: true });
    expect(value(deviceStatusRows(flagged, 'PAM not suspended'), 'Proactive Monitoring Status')).toBe('PAM not suspended');
    expect(value(deviceStatusRows(detailsFixture(), 'PAM Suspend is scheduled'), 'Proactive Monitoring Status')).toBe('PAM Suspend is scheduled');
    expect(value(deviceStatusRows(detailsFixture(), undefined), 'Proactive Monitoring Status')).toBe('Loading...');
  });

  it('takes the customer gateway status from the site router', () => {
    expect(customerGatewayStatus(dev({ productCategory: 'Router', state: 1 }), [])).toBe('Critical');
    expect(
      customerGatewayStatus(dev({}), [
        neighbour({ name: 'sw', productCategory: 'Switch', state: 1 }),
        neighbour({ name: 'r', productCategory: 'Router', state: 3 }),
      ]),
    ).toBe('Minor');
    expect(customerGatewayStatus(dev({ state: 2 }), [neighbour({ name: 'sw', productCategory: 'Switch' })])).toBe('Major');
    const appliance = dev({ productCategory: 'Acceleration Appliance', state: 5 });
    expect(customerGatewayStatus(appliance, [neighbour({ name: 'dsl', productCategory: 'Wireline Modem', state: 4 })])).toBe('Unknown');
    expect(customerGatewayStatus(appliance, [neighbour({ name: 'sw', productCategory: 'Switch' })])).toBe('Unavailable');
  });
});

describe('Network Configuration card', () => {
  const base = {
    gwid: 'GW1',
    lanIp: '{ip}',
    managementIp: '10.0.0.1',
    dataCenter: 'GTN',
    diuSerialNum: 'S1',
    vendor: 'Hughes',
    model: 'HT2000',
    napSource: 'NAP-1',
  };

  it('always lists the fixed rows; DHCP for {ip}', () => {
    const rows = networkConfigRows(dev({ ...base, vpgw: null, userdef2: null }));
    expect(labels(rows)).toEqual(['Gateway ID', 'LAN IP', 'Management IP', 'Datacenter', 'Serial Number', 'Vendor', 'Adapter Model', 'NAP Source']);
    expect(value(rows, 'LAN IP')).toBe('DHCP');
  });

  it('adds VPN Gateway ID when known, Diversity GW on diversity sites, the NAT rows with a NAT address', () => {
    const rows = networkConfigRows(dev({ ...base, vpgw: 'VPGW-GTN-01', userdef2: 'Diversity', gwidDivCurrent: 'GW9', natIp1: '203.0.113.4' }));
    expect(labels(rows)).toEqual([
      'Gateway ID',
      'LAN IP',
      'Management IP',
      'Datacenter',
      'Serial Number',
      'VPN Gateway ID',
      'Vendor',
      'Adapter Model',
      'NAT IP 1',
      'NAT IP 2',
      'NAP Source',
      'Diversity GW',
    ]);
    expect(value(rows, 'Diversity GW')).toBe('GW9');
    expect(value(rows, 'NAT IP 2')).toBe('Unavailable');
    expect(labels(networkConfigRows(dev({ ...base, vpgw: 'notset', userdef2: 'notset' })))).not.toContain('VPN Gateway ID');
  });

  it('shows both NAT rows when only the second address is known, none without any', () => {
    const rows = networkConfigRows(dev({ ...base, natIp1: null, natIp2: '198.51.100.7' }));
    expect(value(rows, 'NAT IP 1')).toBe('Unavailable');
    expect(value(rows, 'NAT IP 2')).toBe('198.51.100.7');
    expect(labels(networkConfigRows(dev({ ...base, natIp1: null, natIp2: null })))).not.toContain('NAT IP 1');
  });
});

describe('HAN Configuration card', () => {
  it('lists the spec rows; DTSC reads dual transport single CPE', () => {
    const rows = hanRows(dev({ han: 'Enabled', cpehan: 'DTSC', aaCfOpermode: 4, napSource: 'NAP-1', eitService_Mode: 'PRIMARY' }), {});
    expect(labels(rows)).toEqual([
      'High Availability Network',
      'HAN Type',
      'Primary NAP Source',
      'Backup NAP Source',
      'Active Path Configuration',
      'Transport Admin Status',
      'Transport Oper Status',
      'Transport In Use',
    ]);
    expect(value(rows, 'HAN Type')).toBe('Dual Transport Single CPE');
    expect(value(rows, 'Active Path Configuration')).toBe('Dual CPE Enabled');
    expect(value(rows, 'Primary NAP Source')).toBe('NAP-1');
    expect(value(rows, 'Backup NAP Source')).toBe('Unavailable');
    expect(value(rows, 'Transport Admin Status')).toBe('Unavailable');
  });

  it('places the NAP source by service mode; the active path source wins when it names them', () => {
    expect(napSources(dev({ napSource: 'N1', eitService_Mode: 'BACKUP' }), {})).toEqual({ primary: undefined, backup: 'N1' });
    expect(napSources(dev({ napSource: 'N1', eitService_Mode: 'PRIMARY' }), { BACKUP_NAP_SOURCE: 'N2' })).toEqual({ primary: 'N1', backup: 'N2' });
    expect(value(hanRows(dev({ han: 'Enabled' }), { TRANSPORT_OPER_STATUS: 'up' }), 'Transport Oper Status')).toBe('Up');
  });

  it('reads the transports from the device fields when the active path source has no entry', () => {
    const d = dev({
      han: 'Enabled',
      napSource: 'ATT-DSL',
      eitService_Mode: 'PRIMARY',
      primaryNapSource: 'ATT-DSL',
      backupNapSource: 'HUGHES-SAT',
      transportAdminStatus: 'Primary: Up, Backup: Up',
      transportOperStatus: 'Primary: Down, Backup: Up',
      transportInUse: 'Backup',
    });
    const rows = hanRows(d, {});
    expect(value(rows, 'Primary NAP Source')).toBe('ATT-DSL');
    expect(value(rows, 'Backup NAP Source')).toBe('HUGHES-SAT');
    expect(value(rows, 'Transport Admin Status')).toBe('Primary: Up, Backup: Up');
    expect(value(rows, 'Transport Oper Status')).toBe('Primary: Down, Backup: Up');
    expect(value(rows, 'Transport In Use')).toBe('Backup');
    // The active path record, when there is one, is the source of truth.
    expect(value(hanRows(d, { TRANSPORT_IN_USE: 'Primary', BACKUP_NAP_SOURCE: 'VERIZON-LTE' }), 'Transport In Use')).toBe('Primary');
    expect(napSources(d, { BACKUP_NAP_SOURCE: 'VERIZON-LTE' })).toEqual({ primary: 'ATT-DSL', backup: 'VERIZON-LTE' });
  });
});

describe('Monitoring Configuration card', () => {
  it('shows first and last discovered (Never for 0) while discovery works', () => {
    const rows = monitoringRows(dev({ discovered: true, discoveredFirstAt: 0, discoveredLastAt: new Date(2026, 0, 5, 7, 8, 9).getTime() }));
    expect(labels(rows)).toEqual([
      'Discovered',
      'Element Management System',
      'Monitoring Method',
      'SAM',
      'Seed IP',
      'First Discovered',
      'Last Discovered',
    ]);
    expect(value(rows, 'First Discovered')).toBe('Never');
    expect(value(rows, 'Last Discovered')).toBe('01/05/2026 07:08:09');
  });

  it('shows the Discovery Error instead when discovery failed', () => {
    const d = dev({ discovered: false, discoveryDescription: 'SNMP timeout' });
    expect(discoveryFailed(d)).toBe(true);
    const rows = monitoringRows(d);
    expect(labels(rows).slice(5)).toEqual(['Discovery Error']);
    expect(value(rows, 'Discovery Error')).toBe('SNMP timeout');
    expect(discoveryFailed(dev({ discovered: false, discoveryDescription: null }))).toBe(false);
  });
});

describe('VADB, EIT, Location, Active Path cards', () => {
  it('VADB shows Unknown for missing data', () => {
    const rows = vadbRows(
      dev({ vadbPrimaryPhoneNumber: '2015550100', vadbBackupPhoneNumber: null, hNS_VADBStatus: '', lasttesttime: null, lasttestresults: 'PASS' }),
    );
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ['Primary Phone', '2015550100'],
      ['Backup Phone', 'Unknown'],
      ['Status', 'Unknown'],
      ['Last Test Date', 'Unknown'],
      ['Last Test Results', 'PASS'],
    ]);
  });

  it('EIT follows the asset rule', () => {
    const eit = {
      ASSET_ID: 'Currently Unavailable',
      PRODUCT_TYPE: 'Modem',
      PRODUCT_FAMILY: 'Jupiter',
      PRODUCT_GROUP: 'Broadband',
      HNS_LOCATION_ID: 'HL1',
      VENDOR: 'Hughes',
      MODEL: 'HT2000',
    };
    expect(labels(eitRows(eit))).toEqual(['Asset ID', 'Product Type', 'Product Family', 'Product Group', 'Location ID', 'Vendor', 'Model']);
    expect(labels(eitRows({ ...eit, ASSET_ID: 'A1' })).slice(5)).toEqual(['Product Name', 'Product Category']);
  });

  it('Location reads Unavailable without a location record', () => {
    expect(locationRows(null).every((r) => r.value === 'Unavailable')).toBe(true);
    const rows = locationRows({
      customerLocationId: 'CL1',
      address: '1 Main',
      city: 'Austin',
      stateUSA: 'TX',
      zip: '78701',
      latitude: 30.1,
      longitude: -97.7,
      plsiteid: 'PL1',
    });
    expect(rows.map((r) => r.value)).toEqual(['CL1', '1 Main', 'Austin', 'TX', '78701', '30.1', '-97.7', 'PL1']);
  });

  it('Active Path: virtual site id in dual mode only', () => {
    expect(activePathRows(dev({ aaCfOpermode: 4, aaVirtualSiteId: 'VS1' })).map((r) => r.value)).toEqual(['VS1', 'Dual CPE Enabled']);
    expect(activePathRows(dev({ aaCfOpermode: 3, aaVirtualSiteId: 'NotApplicable' })).map((r) => r.value)).toEqual([
      'Not Applicable',
      'Single CPE Enabled',
    ]);
  });
});
