import type { PingResult } from '@nms/contract';
import type { PingRequest } from './driver';
import type { ActionDevice } from './repository';
import { isSatelliteDevice, isUnreachable, rngFor, round2 } from './seeded';

/** Summary figures of a list of round-trip times (null = lost), as ping prints them. */
export function pingSummary(deviceName: string, pingType: string, rtts: (number | null)[]): PingResult {
  const count = rtts.length;
  const answered = rtts.filter((r): r is number => r !== null);
  const stat = (f: (xs: number[]) => number) => (answered.length ? round2(f(answered)) : null);
  return {
    device_name: deviceName,
    ping_type: pingType,
    packets_sent: count,
    packets_received: answered.length,
    packet_loss: count === 0 ? 100 : round2(((count - answered.length) / count) * 100),
    rtt_min: stat((xs) => Math.min(...xs)),
    rtt_avg: stat((xs) => xs.reduce((a, b) => a + b, 0) / xs.length),
    rtt_max: stat((xs) => Math.max(...xs)),
    pings: rtts.map((RTT, i) => ({ '# Ping': i + 1, RTT })),
  };
}

/** Round-trip times of one ping run: satellite ~550-650 ms, terrestrial 10-60 ms; null when lost. */
export function simulatedPing(device: ActionDevice, { pingType, count }: PingRequest, now: number): PingResult {
  const rng = rngFor(device, pingType, now);
  const [low, span] = isSatelliteDevice(device) ? [550, 100] : [10, 50];
  const rtts = Array.from({ length: count }, () => (isUnreachable(device) ? null : round2(low + rng.next() * span)));
  return pingSummary(device.name, pingType, rtts);
}
