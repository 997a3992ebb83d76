import { describe, expect, it } from 'vitest';
import { PromSeriesMapper } from './prom-series-map';

const point = (name: string, labels: Record<string, string>, value: number, timestampMs: number) => ({
  name,
  labels,
  value,
  timestampMs,
  device: 'R1',
});

describe('collector points to device series', () => {
  it('turns octet counters into per-interface rates and a throughput without loopbacks', () => {
    const m = new PromSeriesMapper();
    expect(m.map([point('ifHCInOctets', { ifName: 'eth0' }, 1000, 0), point('ifHCInOctets', { ifName: 'lo' }, 0, 0)]).samples).toEqual([]);
    const { samples } = m.map([
      point('ifHCInOctets', { ifName: 'eth0' }, 1000 + 7_500_000, 60_000),
      point('ifHCInOctets', { ifName: 'lo' }, 75_000_000, 60_000),
    ]);
    expect(samples).toEqual([
      { device: 'R1', metric: 'ifIn:eth0', value: 1, atMs: 60_000 },
      { device: 'R1', metric: 'ifIn:lo', value: 10, atMs: 60_000 },
      { device: 'R1', metric: 'throughputIn', value: 1, atMs: 60_000 },
    ]);
  });
  it('gives no rate across a counter reset, and ignores a point older than the last', () => {
    const m = new PromSeriesMapper();
    m.map([point('ifHCOutOctets', { ifName: 'eth0' }, 5000, 1000)]);
    expect(m.map([point('ifHCOutOctets', { ifName: 'eth0' }, 10, 2000)]).samples).toEqual([]);
    expect(m.map([point('ifHCOutOctets', { ifName: 'eth0' }, 99_999, 1500)]).samples).toEqual([]);
  });
  it('averages processors into cpu, stores direct gauges, counts the rest unmapped', () => {
    const { samples, unmapped } = new PromSeriesMapper().map([
      point('hrProcessorLoad', { hrDeviceIndex: '1' }, 10, 5),
      point('hrProcessorLoad', { hrDeviceIndex: '2' }, 30, 5),
      point('latency', {}, 12.5, 5),
      point('node_load1', {}, 1, 5),
    ]);
    expect(samples).toEqual([
      { device: 'R1', metric: 'latency', value: 12.5, atMs: 5 },
      { device: 'R1', metric: 'cpu', value: 20, atMs: 5 },
    ]);
    expect(unmapped).toBe(1);
  });
});
