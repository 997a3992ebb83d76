import type { PingResult } from '@nms/contract';
import { pingSummary } from './simulated-ping';

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
