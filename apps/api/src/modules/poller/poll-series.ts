import type { HostResources, SnmpInterface } from '../snmp';
import { counterRate, mbpsOf as mbps, type MetricSample } from '../metrics';
import { INTERFACE_COUNTERS, type InterfaceCounters, type StoredInterface } from './interface-repository';

/** One value of one of a device's series at a poll. */
export type Sample = MetricSample;

/** ifType softwareLoopback: its traffic never leaves the device, so it is left out of the device's throughput. */
const SOFTWARE_LOOPBACK = 24;

const sum = (a: number | null, b: number | null) => (a === null && b === null ? null : (a ?? 0) + (b ?? 0));

/**
 * How long an agent may answer the same counters from its cache: net-snmp refreshes its interface
 * table about every 3 s (measured: ifHCInOctets of a busy lo stepped every 3.0-3.1 s), other
 * agents up to a few seconds more. A walk within this of the last reading, with every counter
 * unchanged, is that cache, not a second measurement.
 */
const AGENT_CACHE_MS = 10_000;

/**
 * Whether a walk is the agent's cached copy of the last one: taken within AGENT_CACHE_MS, with
 * every counter and status of every interface as stored. Its rates would be 0 (and the next walk's double,
 * measured over the short gap), and a minute's slot keeps its last sample; such a walk gives no
 * samples and leaves the stored readings as they are, so the next rate spans the real interval.
 * An idle device whose counters stand still is measured again once the window has passed.
 */
export function isCachedWalk(before: readonly StoredInterface[], after: readonly SnmpInterface[], atMs: number): boolean {
  if (after.length === 0) return false;
  const prior = new Map(before.map((b) => [b.ifIndex, b]));
  return after.every((i) => {
    const b = prior.get(i.ifIndex);
    const same =
      b !== undefined && b.adminStatus === i.adminStatus && b.operStatus === i.operStatus && INTERFACE_COUNTERS.every((k) => b.counters[k] === i[k]);
    return same && atMs - b.polledAt < AGENT_CACHE_MS;
  });
}

/**
 * The interface series of a device from two polls: traffic in and out (Mbps), errors and discards
 * (per second, in + out) per interface by its name, and the device's throughput (Mbps, every
 * interface but loopbacks). An interface without an earlier reading gets its first rate next poll.
 */
export function interfaceSamples(device: string, before: readonly StoredInterface[], after: readonly SnmpInterface[], atMs: number): Sample[] {
  const out: Sample[] = [];
  const prior = new Map(before.map((b) => [b.ifIndex, b]));
  let totalIn: number | null = null;
  let totalOut: number | null = null;
  for (const i of after) {
    const b = prior.get(i.ifIndex);
    if (!b) continue;
    const seconds = (atMs - b.polledAt) / 1000;
    const rate = (k: keyof InterfaceCounters) => counterRate(b.counters[k], i[k], seconds);
    const inRate = rate('inOctets');
    const outRate = rate('outOctets');
    const errors = sum(rate('inErrors'), rate('outErrors'));
    const discards = sum(rate('inDiscards'), rate('outDiscards'));
    if (inRate !== null) out.push({ device, metric: `ifIn:${i.name}`, value: mbps(inRate) });
    if (outRate !== null) out.push({ device, metric: `ifOut:${i.name}`, value: mbps(outRate) });
    if (errors !== null) out.push({ device, metric: `ifErrors:${i.name}`, value: errors });
    if (discards !== null) out.push({ device, metric: `ifDiscards:${i.name}`, value: discards });
    if (i.type === SOFTWARE_LOOPBACK) continue;
    if (inRate !== null) totalIn = (totalIn ?? 0) + inRate;
    if (outRate !== null) totalOut = (totalOut ?? 0) + outRate;
  }
  if (totalIn !== null) out.push({ device, metric: 'throughputIn', value: mbps(totalIn) });
  if (totalOut !== null) out.push({ device, metric: 'throughputOut', value: mbps(totalOut) });
  return out;
}

/** The last UCD CPU ticks a poller read per device: a CPU percent needs two readings. */
export type CpuTicks = Map<string, { busy: number; total: number }>;

/**
 * CPU, memory and disk series. CPU is hrProcessorLoad's mean where the agent has it, else the
 * busy share of the UCD ticks since this poller's last reading of the device.
 */
export function hostSamples(device: string, host: HostResources, lastTicks: CpuTicks): Sample[] {
  const out: Sample[] = [];
  let cpu = host.cpuPercent;
  if (host.cpuTicks) {
    const last = lastTicks.get(device);
    lastTicks.set(device, host.cpuTicks);
    const total = last ? host.cpuTicks.total - last.total : 0;
    const busy = last ? host.cpuTicks.busy - last.busy : 0;
    if (cpu === null && total > 0 && busy >= 0) cpu = Math.round((busy / total) * 10_000) / 100;
  }
  if (cpu !== null) out.push({ device, metric: 'cpu', value: cpu });
  if (host.memoryPercent !== null) out.push({ device, metric: 'memory', value: host.memoryPercent });
  for (const d of host.disks) out.push({ device, metric: `storage:${d.descr}`, value: d.usedPercent });
  return out;
}

/** Round-trip time (ms) and loss (percent: 0 or 100 per poll, so a 15-minute bucket averages to the share of polls lost). */
export function pingSamples(device: string, alive: boolean, rttMs: number | null): Sample[] {
  const out: Sample[] = [{ device, metric: 'packetLoss', value: alive ? 0 : 100 }];
  if (alive && rttMs !== null) out.push({ device, metric: 'latency', value: rttMs });
  return out;
}
