import type { FortilanResult, HughesApeResult, WattboxResult } from '@nms/contract';
import { describe, expect, it } from 'vitest';
import type { ActionDevice } from '../../modules/actions/repository';
import { VENDOR_FAILURE_RATE } from './sim-context';
import { haRoleOf } from './sim-status';
import { simulatedCall, simulatedLatencyMs } from './simulated-driver';

const T = 1_700_000_000_000;
const device = (over: Partial<ActionDevice> = {}): ActionDevice => ({
  name: 'dev-1',
  state: 5,
  className: 'HNS_FortiGate',
  managementIp: '10.16.0.9',
  dmnType: 'FORTIMGR',
  nocid: 'FORTIMGR',
  discovered: true,
  provisionStatus: 'ACTV',
  poller: 'GTN-AM-01',
  userdef2: null,
  nmd: 'C1',
  lanIp: '172.16.4.1',
  model: 'FGT-60F',
  productCategory: 'Router',
  ...over,
});
const call = <T>(action: string, d: ActionDevice, now = T) => simulatedCall(action, d, {}, now, false).results as T;

describe('simulated vendor results', () => {
  it('gives HA pairs all three roles across a fleet, stable per device, partner role complementary', () => {
    const roles = Array.from({ length: 300 }, (_, i) => haRoleOf({ name: `CUST-${i}-FGTHA1` }));
    for (const r of ['Active', 'Standby', 'Unknown']) expect(roles).toContain(r);
    expect(roles.filter((r) => r === 'Active').length).toBeGreaterThan(roles.filter((r) => r === 'Standby').length);
    const ha = device({ name: 'CUST-7-FGTHA1', dmnType: 'FORTIMGRCLUST', model: 'FGT-100F' });
    const a = call<{ hns_primeSanRole: string; hns_backupSanRole: string }>('pingOrCurrentStatusEdgeHa', ha);
    expect(call<{ hns_primeSanRole: string }>('pingOrCurrentStatusEdgeHa', ha, T + 3_600_000).hns_primeSanRole).toBe(a.hns_primeSanRole);
    const partner = { Active: 'Standby', Standby: 'Active', Unknown: 'Unknown' }[a.hns_primeSanRole];
    expect(a.hns_backupSanRole).toBe(partner);
  });

  it('reports PoE on switch ports only when the model name ends in POE', () => {
    const sw = (model: string) =>
      call<FortilanResult>('pingOrCurrentStatusFortilan', device({ nocid: 'FORTILAN', productCategory: 'Switch', model }));
    const poe = sw('FS-124F-POE');
    expect(poe.ports).toHaveLength(24);
    expect(poe.ports.every((p) => typeof p.poe === 'string')).toBe(true);
    const plain = sw('FS-148F');
    expect(plain.ports).toHaveLength(48);
    expect(plain.ports.some((p) => 'poe' in p)).toBe(false);
    const ap = call<FortilanResult>('pingOrCurrentStatusFortilan', device({ nocid: 'FORTILAN', productCategory: 'WIFI AP', model: 'FAP-431F' }));
    expect(ap).toMatchObject({ deviceType: 'FortiAP' });
    expect(ap.radios.map((r) => r.band)).toEqual(['2.4GHz', '5GHz', '5GHz']);
  });

  it('gives a Wattbox 6 or 3 outlets by model, current and voltage in tenths', () => {
    const wb = (model: string) =>
      call<WattboxResult>('pingOrCurrentStatusWattbox', device({ nocid: 'OVRC', model, productCategory: 'Power Outlet Controller' }));
    const six = wb('WB-800-IPVM-6');
    expect(six.outlets.map((o) => o.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(wb('WB-250-IP-3').outlets).toHaveLength(3);
    for (const o of six.outlets) {
      expect(Number.isInteger(o.current) && Number.isInteger(o.voltage)).toBe(true);
      // 1175..1225 tenths of a volt = 117.5..122.5 V once the card divides by 10.
      expect(o.voltage / 10).toBeGreaterThanOrEqual(117.5);
      expect(o.voltage / 10).toBeLessThanOrEqual(122.5);
      expect(o.current / 10).toBeLessThanOrEqual(2.5);
      if (o.status === 'off') expect(o.current).toBe(0);
    }
    const ape = call<HughesApeResult>('pingOrCurrentStatusHughesApe', device({ nocid: 'APE', model: 'HS54' }));
    expect(ape.outlets.map((o) => o.outlet_number)).toEqual([1, 2, 3, 4]);
  });

  it('is deterministic per device, action and minute', () => {
    const d = device();
    expect(call('interfaceStatus', d, T + 5_000)).toEqual(call('interfaceStatus', d, T));
    expect(call('arpCache', d, T + 120_000)).not.toEqual(call('arpCache', d, T));
  });

  it('fails about 3 % of vendor calls when seeded failures are on, every call of a device that is down', () => {
    const fails = Array.from({ length: 2_000 }, (_, i) =>
      simulatedCall('pingOrCurrentStatusFortiManager', device({ name: `d${i}` }), {}, T, true),
    ).filter((o) => !o.ok).length;
    expect(fails / 2_000).toBeGreaterThan(VENDOR_FAILURE_RATE / 2);
    expect(fails / 2_000).toBeLessThan(VENDOR_FAILURE_RATE * 2);
    const down = simulatedCall('pingOrCurrentStatusFortiManager', device({ state: 1 }), {}, T, false);
    expect(down.ok).toBe(false);
    expect(down.results).toMatchObject({ status: { connStatus: 'down', cpu: null }, ping: { packet_loss: 100 } });
    expect(() => simulatedCall('hardNic', device({ state: 1 }), {}, T, false)).toThrow(/Hard NIC of dev-1 failed/);
  });

  it('takes satellite-like time on satellite modems and terrestrial time elsewhere', () => {
    for (let i = 0; i < 50; i++) {
      const sat = simulatedLatencyMs(device({ name: `s${i}`, className: 'HNS_SatModem' }), 'pingOrCurrentStatus', T);
      expect(sat >= 300 && sat <= 700).toBe(true);
      const ter = simulatedLatencyMs(device({ name: `t${i}` }), 'interfaceStatus', T);
      expect(ter >= 20 && ter <= 150).toBe(true);
    }
  });
});
