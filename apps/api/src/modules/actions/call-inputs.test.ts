import { deviceActionDef, isActionOffered, type ActionCatalogDevice } from '@nms/contract';
import { describe, expect, it } from 'vitest';
import { parseCallInput } from './call-inputs';
import type { ActionDevice } from './repository';

const sat: ActionCatalogDevice = { name: 'sat', className: 'HNS_SatModem', dmnType: 'VSAT', managementIp: '10.1.0.1', poller: 'GTN-AM-01' };

describe('ping eligibility (spec 001 §2.5)', () => {
  it('offers ping when LAN ping (pollable poller) or management ping (family + real IP) is possible', () => {
    expect(isActionOffered('ping', sat)).toBe(true);
    expect(isActionOffered('ping', { ...sat, poller: 'PAM-ST-OI' })).toBe(true); // management ping still possible
    for (const poller of ['PAM-ST-OI', 'Currently Unavailable', 'notset', 'NotApplicable', '']) {
      expect(isActionOffered('ping', { ...sat, poller, managementIp: 'notset' })).toBe(false);
      expect(isActionOffered('ping', { ...sat, poller, dmnType: 'OVRC' })).toBe(false);
    }
    expect(isActionOffered('ping', { name: 'wb', dmnType: 'OVRC', poller: 'NLV-AM-02' })).toBe(true);
  });
});

const dev = (over: Partial<ActionDevice>): ActionDevice => ({
  name: 'd',
  state: 5,
  className: null,
  managementIp: null,
  dmnType: null,
  nocid: null,
  discovered: true,
  provisionStatus: 'ACTV',
  poller: null,
  userdef2: null,
  nmd: null,
  ...over,
});
const parse = (action: string, d: ActionDevice, q: Record<string, unknown>) => parseCallInput(deviceActionDef(action)!, d, q);

describe('call action inputs', () => {
  it('accepts valid inputs and converts numbers', () => {
    expect(parse('pingIp', dev({}), { ip: ' 8.8.8.8 ' })).toEqual({ ip: '8.8.8.8' });
    expect(parse('getPepBackbones', dev({}), { backbone: '0' })).toEqual({ backbone: 0 });
    expect(parse('resetWattboxOutlet', dev({ nocid: 'OVRC', model: 'WB-250-IP-3' }), { outlet: 3 })).toEqual({ outlet: 3 });
    expect(parse('resetHughesApeOutlet', dev({ nocid: 'APE', model: 'HS54' }), { outlet: '4' })).toEqual({ outlet: 4 });
  });

  it.each([
    ['pingIp', {}, 'ip: required'],
    ['pingIp', { ip: '10.0.0' }, "ip: '10.0.0' is not a valid IPv4 address"],
    ['pingIp', { ip: '::1' }, 'ip:'],
    ['pingIp', { ip: '255.255.255.255' }, 'not a host address'],
    ['clearDhcpLease', { target_ip: '1.2.3.4.5' }, 'target_ip'],
    ['getPepBackbones', { backbone: 8 }, 'backbone'],
    ['getPepBackbones', { backbone: 1.5 }, 'backbone'],
    ['getPepBackbones', {}, 'backbone'],
  ])('%s %j → 400 naming the field', (action, q, message) => {
    expect(() => parse(action, dev({}), q)).toThrow(message);
  });

  it('takes only outlets the device has', () => {
    const wb3 = dev({ name: 'wb3', nocid: 'OVRC', model: 'WB-250-IP-3' });
    expect(() => parse('resetWattboxOutlet', wb3, { outlet: 4 })).toThrow("outlet: '4' is not an outlet of wb3 (its outlets are 1, 2, 3)");
    expect(() => parse('resetWattboxOutlet', wb3, {})).toThrow('outlet');
    expect(() => parse('resetHughesApeOutlet', dev({ nocid: 'APE' }), { outlet: 0 })).toThrow('outlet');
  });
});
