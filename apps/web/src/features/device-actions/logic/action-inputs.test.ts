import { deviceActionDef } from '@nms/contract';
import { describe, expect, it } from 'vitest';
import { actionParams, initialInputs, missingRequired, pingTypeOptions } from './action-inputs';
import { selectResultView } from '../../../components/action-results/select-result-view';

const router = { name: 'R1', productCategory: 'Router', poller: 'POLLER-1', dmnType: 'DSL', managementIp: '10.0.0.1' };

describe('action inputs', () => {
  it('offers only the allowed ping types, lan first', () => {
    expect(pingTypeOptions(router)).toEqual(['lan', 'mgmt']);
    expect(pingTypeOptions({ ...router, poller: 'PAM-ST-OI' })).toEqual(['mgmt']);
    expect(pingTypeOptions({ ...router, dmnType: 'OVRC' })).toEqual(['lan']);
    expect(pingTypeOptions({ ...router, managementIp: 'notset' })).toEqual(['lan']);
  });

  it('defaults to lan, 5 pings and backbone 0', () => {
    expect(initialInputs(router)).toMatchObject({ ping_type: 'lan', num_pings: '5', backbone: '0', ip: '', outlet: '' });
    expect(initialInputs({ ...router, poller: 'notset' }).ping_type).toBe('mgmt');
  });

  it('keeps execute disabled until a required input is filled', () => {
    const values = initialInputs(router);
    expect(missingRequired(deviceActionDef('pingIp'), values)).toBe(true);
    expect(missingRequired(deviceActionDef('pingIp'), { ...values, ip: '  ' })).toBe(true);
    expect(missingRequired(deviceActionDef('pingIp'), { ...values, ip: '8.8.8.8' })).toBe(false);
    expect(missingRequired(deviceActionDef('resetWattboxOutlet'), values)).toBe(true);
    expect(missingRequired(deviceActionDef('resetWattboxOutlet'), { ...values, outlet: '3' })).toBe(false);
    expect(missingRequired(deviceActionDef('clearDhcpLease'), values)).toBe(true);
    expect(missingRequired(deviceActionDef('ping'), values)).toBe(false);
    expect(missingRequired(deviceActionDef('ping'), { ...values, ping_type: '' })).toBe(true);
    expect(missingRequired(undefined, values)).toBe(true);
  });

  it('sends only the action inputs, trimmed', () => {
    const values = { ...initialInputs(router), ip: ' 1.2.3.4 ', target_ip: '9.9.9.9' };
    expect(actionParams(deviceActionDef('pingIp')!, values)).toEqual({ ip: '1.2.3.4' });
    expect(actionParams(deviceActionDef('ping')!, values)).toEqual({ ping_type: 'lan', num_pings: '5' });
    expect(actionParams(deviceActionDef('interfaceStatus')!, values)).toEqual({});
  });
});

describe('selectResultView', () => {
  it('uses the action view, mgmtPing for a management ping, text for strings, json by default', () => {
    expect(selectResultView(deviceActionDef('ping'), {}, { ping_type: 'lan' })).toBe('ping');
    expect(selectResultView(deviceActionDef('ping'), {}, { ping_type: 'mgmt' })).toBe('mgmtPing');
    expect(selectResultView(deviceActionDef('pingOrCurrentStatusWattbox'), {})).toBe('wattbox');
    expect(selectResultView(deviceActionDef('traceroute'), 'hop 1')).toBe('text');
    expect(selectResultView(deviceActionDef('interfaceStatus'), 'raw text')).toBe('text');
    expect(selectResultView(deviceActionDef('allDatabaseDetails'), {})).toBe('json');
    expect(selectResultView(undefined, [1])).toBe('json');
  });
});
