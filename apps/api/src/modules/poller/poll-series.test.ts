import { describe, expect, it } from 'vitest';
import type { SnmpInterface } from '../snmp/snmp-client';
import type { InterfaceCounters, StoredInterface } from './interface-repository';
import { counterRate } from '../metrics';
import { hostSamples, interfaceSamples, isCachedWalk, pingSamples, type CpuTicks } from './poll-series';

const counters: InterfaceCounters = { inOctets: null, outOctets: null, inErrors: null, outErrors: null, inDiscards: null, outDiscards: null };
const stored = (ifIndex: number, name: string, c: Partial<typeof counters>, polledAt: number): StoredInterface => ({
  deviceName: 'r1',
  ifIndex,
  name,
  adminStatus: 1,
  operStatus: 1,
  counters: { ...counters, ...c },
  polledAt,
});
const walked = (ifIndex: number, name: string, type: number, c: Partial<typeof counters>) =>
  ({ ifIndex, name, type, ...counters, ...c }) as SnmpInterface;

describe('counter rates', () => {
  it('divides the difference by the seconds between polls, past 2^53 too', () => {
    expect(counterRate('1000', '61000', 60)).toBe(1000);
    expect(counterRate('18446744073709551000', '18446744073709551600', 60)).toBe(10);
  });
  it('gives no rate for a counter that went down (wrap or restart), a missing reading or no time', () => {
    expect(counterRate('5000', '100', 60)).toBeNull();
    expect(counterRate(null, '100', 60)).toBeNull();
    expect(counterRate('1', '100', 0)).toBeNull();
  });
});

describe('interface samples', () => {
  const before = [
    stored(1, 'lo', { inOctets: '0', outOctets: '0' }, 0),
    stored(2, 'eth0', { inOctets: '0', outOctets: '0', inErrors: '0', outErrors: '5' }, 0),
  ];
  it('draws traffic (Mbps), errors and discards per interface and the throughput without loopbacks', () => {
    const after = [
      walked(1, 'lo', 24, { inOctets: '7500000', outOctets: '7500000' }),
      walked(2, 'eth0', 6, { inOctets: '750000', outOctets: '1500000', inErrors: '6', outErrors: '11' }),
      walked(3, 'eth1', 6, { inOctets: '999' }),
    ];
    const samples = interfaceSamples('r1', before, after, 60_000);
    const by = Object.fromEntries(samples.map((s) => [s.metric, s.value]));
    expect(by).toEqual({
      'ifIn:lo': 1,
      'ifOut:lo': 1,
      'ifIn:eth0': 0.1,
      'ifOut:eth0': 0.2,
      'ifErrors:eth0': 0.2,
      throughputIn: 0.1,
      throughputOut: 0.2,
    });
    expect(samples.every((s) => s.device === 'r1')).toBe(true);
  });
  it('waits for a second reading of a new interface', () => {
    expect(interfaceSamples('r1', [], [walked(2, 'eth0', 6, { inOctets: '5' })], 60_000)).toEqual([]);
  });
});

describe('a cached walk', () => {
  // net-snmp answers the same interface counters for about 3 s: a faster poll reads its cache.
  const before = [stored(1, 'lo', { inOctets: '1000', outOctets: '2000' }, 60_000), stored(2, 'eth0', { inOctets: '5', outOctets: '6' }, 60_000)];
  const same = [walked(1, 'lo', 24, { inOctets: '1000', outOctets: '2000' }), walked(2, 'eth0', 6, { inOctets: '5', outOctets: '6' })].map((i) => ({
    ...i,
    adminStatus: 1,
    operStatus: 1,
  }));
  it('is every counter and status as stored, within seconds of the stored reading', () => {
    expect(isCachedWalk(before, same, 61_500)).toBe(true);
  });
  it('is a measurement once any counter or status moved, once the window has passed, or with an interface not stored', () => {
    expect(isCachedWalk(before, [same[0], { ...same[1], inOctets: '7' }], 61_500)).toBe(false);
    expect(isCachedWalk(before, [same[0], { ...same[1], operStatus: 2 }], 61_500)).toBe(false);
    // An idle device's counters stand still: it is measured (rates of 0) once the cache window has passed.
    expect(isCachedWalk(before, same, 71_000)).toBe(false);
    expect(isCachedWalk(before, [...same, walked(3, 'eth1', 6, {})], 61_500)).toBe(false);
    expect(isCachedWalk(before, [], 61_500)).toBe(false);
  });
});

describe('host samples', () => {
  const host = { cpuPercent: null, cpuTicks: { busy: 100, total: 1000 }, memoryPercent: 42.5, disks: [{ descr: '/', usedPercent: 61.2 }] };
  it('takes CPU from the UCD ticks of two polls when hrProcessorLoad has no value yet', () => {
    const ticks: CpuTicks = new Map();
    expect(hostSamples('r1', host, ticks).map((s) => s.metric)).toEqual(['memory', 'storage:/']);
    const next = hostSamples('r1', { ...host, cpuTicks: { busy: 130, total: 1100 } }, ticks);
    expect(next).toContainEqual({ device: 'r1', metric: 'cpu', value: 30 });
  });
  it('prefers hrProcessorLoad', () => {
    expect(hostSamples('r1', { ...host, cpuPercent: 12.5 }, new Map())).toContainEqual({ device: 'r1', metric: 'cpu', value: 12.5 });
  });
});

describe('ping samples', () => {
  it('records loss always and latency when the device answered', () => {
    expect(pingSamples('r1', true, 1.5)).toEqual([
      { device: 'r1', metric: 'packetLoss', value: 0 },
      { device: 'r1', metric: 'latency', value: 1.5 },
    ]);
    expect(pingSamples('r1', false, null)).toEqual([{ device: 'r1', metric: 'packetLoss', value: 100 }]);
  });
});
