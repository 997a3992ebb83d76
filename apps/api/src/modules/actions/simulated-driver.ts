import { SEVERITY, SEVERITY_NAMES, type DeviceActionResult, type PingResult } from '@nms/contract';
import type { DeviceActionDriver, PingRequest, RunnableBulkAction } from './driver';
import type { ActionDevice } from './repository';

/** Results stay the same within one bucket, so a repeated ping in the same minute agrees. */
export const TIME_BUCKET_MS = 60_000;
export const SATELLITE_CLASS = 'HNS_SatModem';
/** The state of a device that does not answer (spec 001: critical / down). */
export const UNREACHABLE_STATE = 1;

/** FNV-1a of a string: the seed of a device's numbers. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator of floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (ms: number) => Math.round(ms * 100) / 100;
const isSatellite = (d: ActionDevice) => d.className === SATELLITE_CLASS;
const unreachable = (d: ActionDevice) => d.state === UNREACHABLE_STATE;

/** Round-trip times of one ping run: satellite ~550-650 ms, terrestrial 10-60 ms; null when lost. */
export function simulatedPing(device: ActionDevice, { pingType, count }: PingRequest, now: number): PingResult {
  const random = seededRandom(hashSeed(`${device.name}|${pingType}|${Math.floor(now / TIME_BUCKET_MS)}`));
  const [low, span] = isSatellite(device) ? [550, 100] : [10, 50];
  const rtts = Array.from({ length: count }, () => (unreachable(device) ? null : round(low + random() * span)));
  const answered = rtts.filter((r): r is number => r !== null);
  const stat = (f: (xs: number[]) => number) => (answered.length ? round(f(answered)) : null);
  return {
    device_name: device.name,
    ping_type: pingType,
    packets_sent: count,
    packets_received: answered.length,
    packet_loss: round(((count - answered.length) / count) * 100),
    rtt_min: stat((xs) => Math.min(...xs)),
    rtt_avg: stat((xs) => xs.reduce((a, b) => a + b, 0) / xs.length),
    rtt_max: stat((xs) => Math.max(...xs)),
    pings: rtts.map((RTT, i) => ({ '# Ping': i + 1, RTT })),
  };
}

const NOC_TARGETS: Record<string, string> = {
  switchToHome: 'Home NOC',
  switchToBackup: 'Backup NOC',
  switchToGtn: 'Germantown NOC',
  switchToNlv: 'NLV NOC',
  dcSwitch: 'other data centre',
};

/** The outcome of a bulk action on one device, from its row alone. */
export function simulatedRun(action: RunnableBulkAction, device: ActionDevice, now: number): DeviceActionResult {
  const result = (ok: boolean, detail: Record<string, unknown>): DeviceActionResult => ({
    device_name: device.name,
    status: ok ? 'success' : 'failure',
    detail,
  });
  if (action === 'multiPing') {
    const ping = simulatedPing(device, { pingType: 'lan', count: 5 }, now);
    const { packets_sent, packets_received, packet_loss, rtt_min, rtt_avg, rtt_max } = ping;
    return result(packets_received > 0, { packets_sent, packets_received, packet_loss, rtt_min, rtt_avg, rtt_max });
  }
  if (action === 'getStatus') {
    const severity = SEVERITY_NAMES.find((k) => SEVERITY[k] === device.state) ?? 'unknown';
    return result(true, {
      state: device.state,
      severity,
      reachable: !unreachable(device),
      poller: device.poller,
      provisionStatus: device.provisionStatus,
      managementIp: device.managementIp,
    });
  }
  const target = NOC_TARGETS[action];
  if (unreachable(device)) return result(false, { message: `Device does not answer; not switched to ${target}` });
  return result(true, { message: `Switched to ${target}`, target, previousPoller: device.poller });
}

/** Answers from the device rows, deterministically: for the demo, the simulator and tests. */
export function simulatedDriver(clock: () => number = Date.now): DeviceActionDriver {
  return {
    name: 'simulated',
    ping: async (device, request) => simulatedPing(device, request, clock()),
    run: async (action, device) => simulatedRun(action, device, clock()),
  };
}
