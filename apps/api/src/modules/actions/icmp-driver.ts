import type { PingResult } from '@nms/contract';
import { isIPv4 } from 'node:net';
import { HttpError, badRequest } from '../../lib/http-error';
import type { DeviceActionDriver } from './driver';
import { parsePingOutput } from './ping-output';
import type { ActionDevice } from './repository';
import { runCommand } from '../../lib/run-command';

/** Seconds ping waits for each reply (`-W`), and between two probes (`-i`, the unprivileged minimum). */
const REPLY_WAIT_S = 2;
const INTERVAL_S = 0.2;
const TRACE_HOPS = 15;

const targetOf = (device: ActionDevice): string => {
  const ip = (device.managementIp ?? '').trim();
  if (!isIPv4(ip) || ip === '0.0.0.0') throw badRequest(`${device.name} has no management IP to ping ('${device.managementIp ?? ''}')`);
  return ip;
};

export interface IcmpDriverOptions {
  /** Answers what ICMP cannot: vendor APIs, commands, discovery, bulk NOC switches. */
  fallback: DeviceActionDriver;
  pingBin?: string;
  /** Tried in order; the first one installed prints the route. */
  traceBins?: readonly string[];
}

/**
 * Reaches devices for real with the system `ping` and `traceroute`/`tracepath` against their
 * management IP. Every other action falls back to the simulated driver (documented in
 * docs/operations.md).
 */
export function icmpDriver({ fallback, pingBin = 'ping', traceBins = ['traceroute', 'tracepath'] }: IcmpDriverOptions): DeviceActionDriver {
  async function icmpPing(deviceName: string, pingType: string, ip: string, count: number): Promise<PingResult> {
    if (!isIPv4(ip)) throw badRequest(`not an IPv4 address: '${ip}'`);
    const timeoutMs = (count * INTERVAL_S + REPLY_WAIT_S) * 1000 + 5_000;
    const args = ['-n', '-c', String(count), '-i', String(INTERVAL_S), '-W', String(REPLY_WAIT_S), ip];
    const out = await runCommand(pingBin, args, timeoutMs);
    if (out.missing) throw new HttpError(503, `${pingBin} is not installed on the server (ACTION_DRIVER=icmp needs iputils-ping)`);
    // Exit 1 means "no reply", still a valid answer; 2 and above are ping's own errors.
    if (out.code !== 0 && out.code !== 1) {
      throw new HttpError(502, `ping ${ip} failed: ${(out.stderr || out.stdout).trim().split('\n')[0] || `exit ${out.code ?? 'timeout'}`}`);
    }
    return parsePingOutput(out.stdout, { deviceName, pingType, count });
  }

  async function traceroute(device: ActionDevice): Promise<{ text: string; ok: boolean }> {
    const ip = targetOf(device);
    for (const bin of traceBins) {
      const args = bin === 'tracepath' ? ['-n', '-m', String(TRACE_HOPS), ip] : ['-n', '-m', String(TRACE_HOPS), '-w', '2', ip];
      const out = await runCommand(bin, args, 60_000);
      if (out.missing) continue;
      const text = (out.stdout + out.stderr).trimEnd();
      return { text, ok: out.code === 0 && !/\*\s*\*\s*\*\s*$/.test(text) };
    }
    return { text: `traceroute not installed on the server (tried ${traceBins.join(', ')})`, ok: false };
  }

  return {
    name: 'icmp',
    ping: (device, { pingType, count }) => icmpPing(device.name, pingType, targetOf(device), count),
    run: async (action, device) => {
      if (action !== 'multiPing') return fallback.run(action, device);
      const p = await icmpPing(device.name, 'lan', targetOf(device), 5);
      const { packets_sent, packets_received, packet_loss, rtt_min, rtt_avg, rtt_max } = p;
      return {
        device_name: device.name,
        status: packets_received > 0 ? 'success' : 'failure',
        detail: { packets_sent, packets_received, packet_loss, rtt_min, rtt_avg, rtt_max },
      };
    },
    call: async (action, device, input) => {
      if (action === 'pingIp') {
        const results = { ...(await icmpPing(device.name, 'ip', input.ip!, 5)), ip: input.ip! };
        return { results, ok: results.packets_received > 0, summary: `${results.packets_received}/${results.packets_sent} replies from ${input.ip}` };
      }
      if (action === 'traceroute') {
        const { text, ok } = await traceroute(device);
        return { results: text, ok, summary: ok ? 'target reached' : 'target not reached' };
      }
      return fallback.call(action, device, input);
    },
    discover: (device) => fallback.discover(device),
  };
}
