import { describe, expect, it } from 'vitest';
import type { ActionDevice } from '../../modules/actions/repository';
import { simulatedPing, simulatedRun } from './simulated-driver';

const device = (over: Partial<ActionDevice> = {}): ActionDevice => ({
  name: 'dev-1',
  state: 5,
  className: 'Router',
  managementIp: '10.0.0.1',
  dmnType: 'DSL',
  nocid: 'NNOC',
  discovered: true,
  provisionStatus: 'ACTV',
  poller: 'GTN-AM-01',
  userdef2: 'Diversity',
  nmd: 'C1',
  ...over,
});
const T = 1_700_000_000_000;

describe('simulated driver', () => {
  it('is deterministic per device and minute, and varies between minutes', () => {
    const a = simulatedPing(device(), { pingType: 'lan', count: 10 }, T);
    expect(simulatedPing(device(), { pingType: 'lan', count: 10 }, T + 1_000)).toEqual(a);
    expect(simulatedPing(device(), { pingType: 'lan', count: 10 }, T + 120_000).pings).not.toEqual(a.pings);
    expect(simulatedPing(device({ name: 'dev-2' }), { pingType: 'lan', count: 10 }, T).pings).not.toEqual(a.pings);
  });

  it('answers satellite modems in 550-650 ms and others in 10-60 ms', () => {
    const sat = simulatedPing(device({ className: 'HNS_SatModem' }), { pingType: 'lan', count: 50 }, T);
    expect(sat.rtt_min!).toBeGreaterThanOrEqual(550);
    expect(sat.rtt_max!).toBeLessThanOrEqual(650);
    const ter = simulatedPing(device(), { pingType: 'lan', count: 50 }, T);
    expect(ter.rtt_min!).toBeGreaterThanOrEqual(10);
    expect(ter.rtt_max!).toBeLessThanOrEqual(60);
  });

  it('loses every packet of an unreachable device and fails its switches', () => {
    expect(simulatedPing(device({ state: 1 }), { pingType: 'mgmt', count: 5 }, T)).toMatchObject({ packet_loss: 100, rtt_avg: null });
    expect(simulatedRun('switchToGtn', device({ state: 1 }), T).status).toBe('failure');
    expect(simulatedRun('switchToGtn', device(), T)).toMatchObject({ status: 'success', detail: { target: 'Germantown NOC' } });
  });
});
