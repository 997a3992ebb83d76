import { describe, expect, it } from 'vitest';
import {
  ACTION_SECTIONS,
  CALL_ACTIONS,
  DEVICE_ACTIONS,
  SECURED_ACTIONS,
  availableDeviceActions,
  defaultSectionAction,
  isActionOffered,
  type ActionCatalogDevice,
} from './device-actions';

const vsat: ActionCatalogDevice = {
  name: 'PETROMAX-00012-VSAT',
  nocid: 'NNOC',
  model: 'HT2000',
  productCode: 'HT2000-ENT',
  productCategory: 'Satellite Modem',
  className: 'HNS_SatModem',
  dmnType: 'VSAT',
  managementIp: '10.1.2.3',
  poller: 'GTN-AM-01',
  han: 'notset',
  aaCfOpermode: 0,
  discovered: true,
};
const wattbox: ActionCatalogDevice = {
  ...vsat,
  name: 'X-PWR1',
  nocid: 'OVRC',
  model: 'WB-800-IPVM-6',
  productCode: 'WB-800-IPVM-6',
  productCategory: 'Power Outlet Controller',
  className: 'HNS_PowerController',
  dmnType: 'OVRC',
};
const ape: ActionCatalogDevice = { ...wattbox, name: 'X-APE1', nocid: 'APE', model: 'HS54', dmnType: 'APE' };
const fgtHa: ActionCatalogDevice = {
  ...vsat,
  name: 'X-FGTHA1',
  nocid: 'FORTIMGR',
  model: 'FGT-100F',
  productCategory: 'Router',
  className: 'HNS_FortiGate',
  dmnType: 'FORTIMGRCLUST',
};
const polycom: ActionCatalogDevice = {
  ...vsat,
  name: 'X-PH1',
  model: 'Polycom VVX 411',
  productCode: 'Polycom-VVX411',
  productCategory: 'VOIP Phone',
  className: 'HNS_VoipPhone',
  dmnType: 'VOIP',
};

const offered = (d: ActionCatalogDevice) =>
  Object.values(availableDeviceActions(d))
    .flat()
    .map((i) => i.action);

describe('availableDeviceActions', () => {
  it('answers every section, in the panel order', () => {
    expect(Object.keys(availableDeviceActions(vsat))).toEqual(ACTION_SECTIONS.map((s) => s.key));
  });

  it('gives a satellite modem its satellite status, backbones and Hughes secure actions, not outlets', () => {
    const a = offered(vsat);
    expect(a).toEqual(expect.arrayContaining(['ping', 'pingOrCurrentStatus', 'getPepBackbones', 'resetHughes', 'rebootHughes', 'jupiterEnt']));
    expect(a).not.toContain('resetWattboxOutlet');
    expect(a).not.toContain('resetHughesApeOutlet');
    expect(a).not.toContain('rebootFortigate');
  });

  it('offers Wattbox outlets for nocid OVRC and Hughes APE outlets for nocid APE or model HS54', () => {
    expect(offered(wattbox)).toContain('resetWattboxOutlet');
    expect(offered(wattbox)).not.toContain('resetHughesApeOutlet');
    expect(offered(ape)).toContain('resetHughesApeOutlet');
    expect(offered({ ...wattbox, nocid: 'OTHER', model: 'HS54' })).toContain('resetHughesApeOutlet');
  });

  it('shows a FortiGate cluster the Edge/HA status and a single FortiGate the FortiManager one', () => {
    expect(offered(fgtHa)).toContain('pingOrCurrentStatusEdgeHa');
    expect(offered(fgtHa)).not.toContain('pingOrCurrentStatusFortiManager');
    const single = offered({ ...fgtHa, dmnType: 'FORTIMGR' });
    expect(single).toContain('pingOrCurrentStatusFortiManager');
    expect(single).not.toContain('pingOrCurrentStatusEdgeHa');
  });

  it('needs both model and productCode starting with Polycom for the Polycom actions', () => {
    expect(offered(polycom)).toEqual(expect.arrayContaining(['rebootPolycom', 'restartPolycom']));
    expect(offered({ ...polycom, productCode: 'VVX411' })).not.toContain('rebootPolycom');
  });

  it('offers discover to an undiscovered device and rediscover to a discovered one', () => {
    expect(offered(vsat)).toContain('rediscover');
    expect(offered(vsat)).not.toContain('discover');
    expect(offered({ ...vsat, discovered: false })).toContain('discover');
  });

  it('offers no ping when neither the LAN side nor the management IP can be reached', () => {
    expect(offered({ ...vsat, poller: 'notset', managementIp: 'notset' })).not.toContain('ping');
    expect(offered({ ...vsat, poller: 'notset' })).toContain('ping');
  });

  it('keeps the HAN reports to devices with a HAN and active path to modes 3 and 4', () => {
    expect(offered(vsat)).not.toContain('han-report');
    expect(offered({ ...vsat, han: 'HAN-PRIMARY' })).toContain('han-report');
    expect(offered({ ...vsat, aaCfOpermode: 4 })).toContain('active-path-report');
  });

  it('always offers the CSR tools', () => {
    expect(availableDeviceActions({ name: 'x' }).csr_tools.map((i) => i.action)).toEqual(['allDatabaseDetails', 'launchUi']);
  });
});

describe('the catalog', () => {
  it('names each action once', () => {
    const names = DEVICE_ACTIONS.map((d) => d.action);
    expect(new Set(names).size).toBe(names.length);
  });

  it('holds the eleven secured actions of spec 002 §2.7', () => {
    expect([...SECURED_ACTIONS].sort()).toEqual(
      [
        'rebootPolycom',
        'restartPolycom',
        'resetHughes',
        'rebootHughes',
        'initiateVadb',
        'terminateVadb',
        'rebootFortigate',
        'clearArpCisco',
        'clearMacCisco',
        'rebootCisco',
        'rebootEcm',
      ].sort(),
    );
    expect(SECURED_ACTIONS.every((a) => CALL_ACTIONS.includes(a))).toBe(true);
  });

  it('refuses unknown actions and actions the device does not get', () => {
    expect(isActionOffered('nope', vsat)).toBe(false);
    expect(isActionOffered('rebootFortigate', vsat)).toBe(false);
    expect(isActionOffered('rebootHughes', vsat)).toBe(true);
  });
});

describe('defaultSectionAction', () => {
  it('is the first action, except CSR tools which default to allDatabaseDetails', () => {
    expect(
      defaultSectionAction('trouble_shooting_actions', [
        { action: 'ping', label: 'Ping' },
        { action: 'traceroute', label: 'Traceroute' },
      ]),
    ).toBe('ping');
    expect(
      defaultSectionAction('csr_tools', [
        { action: 'launchUi', label: 'Launch UI' },
        { action: 'allDatabaseDetails', label: 'All Database Details' },
      ]),
    ).toBe('allDatabaseDetails');
    expect(defaultSectionAction('usage_reports', [])).toBeUndefined();
  });
});
