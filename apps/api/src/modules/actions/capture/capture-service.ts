import { isActionOffered, isAccelerator, realActionRefusal } from '@nms/contract';
import { isIPv4 } from 'node:net';
import { HttpError, badRequest } from '../../../lib/http-error';
import { recordAudit } from '../../audit';
import { refused } from '../real-device-gate';
import type { ActionDevice } from '../repository';
import { isUnreachable, lanIpOf, macOf, rngFor, sameSubnet, stableRng } from '../seeded';
import { loadDevices, type ActionContext } from '../service';
import { capturePackets, type CaptureFilter } from './capture-packets';
import { finalFilter, parseCustomFilter, parseHosts, parsePorts, parseProtocols } from './capture-filters';
import { saveCapture } from './capture-store';
import type { Proto } from './frames';
import { pcapFile } from './pcap-writer';

/** verbose_level sets how much of each packet is kept (the snap length), as -v/-s would. */
export const SNAPLEN_BY_VERBOSE: Record<number, number> = { 2: 128, 3: 256, 5: 1_514, 6: 65_535 };
/** Accelerator captures are sized by their duration: about two packets a second. */
export const PACKETS_PER_SECOND_AA = 2;

export const AA_PROTOCOLS: Record<string, Proto[]> = {
  all: ['icmp', 'tcp', 'udp', 'arp'],
  allip: ['icmp', 'tcp', 'udp'],
  alludp: ['udp'],
  nonip: ['arp'],
  icmp: ['icmp'],
  tcp: ['tcp'],
};

export interface CaptureQuery {
  device_name: string;
  management_ip?: string;
  nmd?: string;
  user_name?: string;
  interface?: string;
  verbose_level?: number;
  max_packets?: number;
  host_filter?: string;
  port_filter?: string;
  protocol_filter?: string;
  custom_filter?: string;
}

export interface CaptureAaQuery {
  device_name: string;
  management_ip?: string;
  user_name?: string;
  duration?: number;
  protocol?: string;
  ip_type?: 'host' | 'source' | 'destination';
  ip_address?: string;
  port?: string;
}

async function captureDevice(
  ctx: ActionContext,
  q: { device_name: string; management_ip?: string },
  aa: boolean,
): Promise<{ device: ActionDevice; ip: string }> {
  const [device] = await loadDevices(ctx.db, [q.device_name]);
  // A capture is made up by the simulator: a real device gets the panel's refusal, never an invented pcap.
  const refusal = device.simulated
    ? null
    : realActionRefusal('packetCapture', 'call', { managementIp: device.managementIp, vendor: device.vendor, snmp: false });
  if (refusal) throw refused('packetCapture', device, refusal);
  if (!isActionOffered('packetCapture', device)) {
    throw badRequest(
      `Packet Capture is not offered for ${device.name}: only routers, acceleration appliances and satellite modems (productCategory '${device.productCategory ?? ''}', className '${device.className ?? ''}')`,
    );
  }
  if (aa !== isAccelerator(device)) {
    throw badRequest(
      aa
        ? `${device.name} is not an acceleration appliance: use packet-capture`
        : `${device.name} is an acceleration appliance: use packet-capture-aa`,
    );
  }
  const given = (q.management_ip ?? '').trim();
  if (given && !isIPv4(given)) throw badRequest(`management_ip: '${given}' is not a valid IPv4 address`);
  return { device, ip: given || device.managementIp || lanIpOf(device) };
}

async function capture(
  ctx: ActionContext,
  action: string,
  device: ActionDevice,
  ip: string,
  opts: { count: number; spanMs: number; snaplen: number; filter: CaptureFilter; params: object },
) {
  const now = Date.now();
  if (isUnreachable(device)) {
    const message = `Packet capture on ${device.name} failed: no response from ${ip}`;
    await recordAudit(ctx.db, {
      actor: ctx.actor,
      action,
      deviceNames: [device.name],
      outcome: 'failure',
      detail: { ...opts.params, error: message },
    });
    throw new HttpError(504, message);
  }
  const packets = capturePackets({
    deviceIp: ip,
    deviceMac: macOf(stableRng(device, 'mac'), '00:80:AE'),
    gatewayIp: sameSubnet(ip, 1),
    gatewayMac: macOf(stableRng(device, 'gateway-mac'), '00:09:0F'),
    count: opts.count,
    startMs: now - opts.spanMs,
    spanMs: opts.spanMs,
    filter: opts.filter,
    rng: rngFor(device, `${action}|${JSON.stringify(opts.params)}`, now),
  });
  const file_name = await saveCapture(ctx.db, device.name, pcapFile(packets, opts.snaplen), now, ctx.actor.sub);
  await recordAudit(ctx.db, {
    actor: ctx.actor,
    action,
    deviceNames: [device.name],
    outcome: 'success',
    detail: { ...opts.params, file_name, packets: packets.length },
  });
  return { file_name };
}

/** Packet capture on a router or modem (spec 001 §2.3, §3): tcpdump-style filters, max_packets. */
export async function runCapture(ctx: ActionContext, q: CaptureQuery) {
  const { device, ip } = await captureDevice(ctx, q, false);
  const custom = parseCustomFilter(q.custom_filter);
  const protocols = [...parseProtocols('protocol_filter', q.protocol_filter), ...(custom.protocols ?? [])];
  const filter = finalFilter(
    {
      protocols: protocols.length ? protocols : ['icmp', 'tcp', 'udp'],
      hosts: [...parseHosts('host_filter', q.host_filter), ...(custom.hosts ?? [])],
      hostSide: custom.hostSide ?? 'any',
      ports: [...parsePorts('port_filter', q.port_filter), ...(custom.ports ?? [])],
    },
    q.custom_filter ? 'custom_filter' : 'port_filter',
  );
  const count = q.max_packets ?? 4;
  const params = {
    interface: q.interface || 'any',
    verbose_level: q.verbose_level ?? 2,
    max_packets: count,
    host_filter: q.host_filter,
    port_filter: q.port_filter,
    protocol_filter: q.protocol_filter,
    custom_filter: q.custom_filter,
    user_name: q.user_name,
    management_ip: ip,
  };
  return capture(ctx, 'packetCapture', device, ip, { count, spanMs: count * 250, snaplen: SNAPLEN_BY_VERBOSE[q.verbose_level ?? 2], filter, params });
}

/** Packet capture on an acceleration appliance: duration, protocol class, IP direction, port. */
export async function runCaptureAa(ctx: ActionContext, q: CaptureAaQuery) {
  const { device, ip } = await captureDevice(ctx, q, true);
  const duration = q.duration ?? 10;
  const protocol = q.protocol ?? 'all';
  const ipType = q.ip_type ?? 'host';
  const hosts = parseHosts('ip_address', q.ip_address);
  if (hosts.length > 1) throw badRequest('ip_address: one address only');
  const filter = finalFilter(
    {
      protocols: AA_PROTOCOLS[protocol],
      hosts,
      hostSide: ipType === 'source' ? 'src' : ipType === 'destination' ? 'dst' : 'any',
      ports: parsePorts('port', q.port),
    },
    q.port ? 'port' : 'ip_type',
  );
  const params = { duration, protocol, ip_type: ipType, ip_address: q.ip_address, port: q.port, user_name: q.user_name, management_ip: ip };
  return capture(ctx, 'packetCaptureAa', device, ip, {
    count: duration * PACKETS_PER_SECOND_AA,
    spanMs: duration * 1000,
    snaplen: 65_535,
    filter,
    params,
  });
}
