import { counterRate, mbpsOf } from '../counter-rate';
import type { PromPoint } from './exposition-format';

/** Names a collector may send already in the console's terms (a script's gauges): stored as they are. */
const DIRECT = new Set(['latency', 'packetLoss', 'throughputIn', 'throughputOut', 'cpu', 'memory']);
/** IF-MIB octet counters, as snmp_exporter names them: a rate per interface, in Mbps. */
const OCTETS: Record<string, 'ifIn' | 'ifOut'> = { ifHCInOctets: 'ifIn', ifInOctets: 'ifIn', ifHCOutOctets: 'ifOut', ifOutOctets: 'ifOut' };
/** Loopbacks stay out of a device's throughput (their traffic never leaves it); without ifType, their usual names tell. */
const LOOPBACK_NAME = /^(lo\d*|loopback\d*)$/i;

export interface MappedSample {
  device: string;
  metric: string;
  value: number;
  atMs: number;
}

/** The interface a point is about: ifName, else ifDescr, else its ifIndex (the poller's naming). */
const interfaceOf = (labels: Record<string, string>) => labels.ifName || labels.ifDescr || (labels.ifIndex ? `ifIndex ${labels.ifIndex}` : '');

/**
 * Turns a collector's points of known devices into the console's series. Counters become rates
 * against the previous point of the same series this process saw (a reset or a first point gives
 * none); hrProcessorLoad's processors average into cpu; the device's throughput sums its
 * interfaces' rates at each timestamp. Points of other names are not stored (counted unmapped).
 */
export class PromSeriesMapper {
  private readonly last = new Map<string, { atMs: number; value: string }>();

  map(points: ReadonlyArray<PromPoint & { device: string }>): { samples: MappedSample[]; unmapped: number } {
    const samples: MappedSample[] = [];
    const cpu = new Map<string, number[]>();
    const totals = new Map<string, number>();
    let unmapped = 0;
    const sorted = [...points].sort((a, b) => a.timestampMs - b.timestampMs);
    for (const p of sorted) {
      if (!Number.isFinite(p.value)) continue;
      if (DIRECT.has(p.name)) {
        samples.push({ device: p.device, metric: p.name, value: p.value, atMs: p.timestampMs });
      } else if (p.name === 'hrProcessorLoad') {
        const key = `${p.device}\u0000${p.timestampMs}`;
        const loads = cpu.get(key);
        if (loads) loads.push(p.value);
        else cpu.set(key, [p.value]);
      } else if (OCTETS[p.name] && interfaceOf(p.labels)) {
        const name = interfaceOf(p.labels);
        const key = `${p.device}\u0000${p.name}\u0000${name}`;
        const before = this.last.get(key);
        const value = String(Math.round(p.value));
        if (before && p.timestampMs <= before.atMs) continue;
        this.last.set(key, { atMs: p.timestampMs, value });
        const rate = before ? counterRate(before.value, value, (p.timestampMs - before.atMs) / 1000) : null;
        if (rate === null) continue;
        const mbps = mbpsOf(rate);
        samples.push({ device: p.device, metric: `${OCTETS[p.name]}:${name}`, value: mbps, atMs: p.timestampMs });
        if (p.labels.ifType === '24' || (!p.labels.ifType && LOOPBACK_NAME.test(name))) continue;
        const total = `${p.device}\u0000${OCTETS[p.name] === 'ifIn' ? 'throughputIn' : 'throughputOut'}\u0000${p.timestampMs}`;
        totals.set(total, (totals.get(total) ?? 0) + mbps);
      } else {
        unmapped++;
      }
    }
    for (const [key, loads] of cpu) {
      const [device, at] = key.split('\u0000');
      samples.push({ device, metric: 'cpu', value: Math.round((loads.reduce((a, b) => a + b, 0) / loads.length) * 100) / 100, atMs: Number(at) });
    }
    for (const [key, value] of totals) {
      const [device, metric, at] = key.split('\u0000');
      samples.push({ device, metric, value: Math.round(value * 1e6) / 1e6, atMs: Number(at) });
    }
    return { samples, unmapped };
  }
}
