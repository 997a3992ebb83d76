import type { PingResult } from '@nms/contract';
import { round2 } from './seeded';

/**
 * Reads iputils `ping -n` output into a PingResult: one RTT per `icmp_seq`, null for a sequence
 * number that never answered. Duplicates (DUP!) count once.
 */
export function parsePingOutput(stdout: string, opts: { deviceName: string; pingType: string; count: number }): PingResult {
  const rtts: (number | null)[] = Array.from({ length: opts.count }, () => null);
  for (const line of stdout.split('\n')) {
    const m = /icmp_seq=(\d+).*?time[=<]([\d.]+)\s*ms/.exec(line);
    if (!m) continue;
    const seq = Number(m[1]);
    if (seq >= 1 && seq <= opts.count && rtts[seq - 1] === null) rtts[seq - 1] = Number(m[2]);
  }
  return pingSummary(opts.deviceName, opts.pingType, rtts);
}

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
