import type { Rng } from '@nms/simulator';
import { arpFrame, ipFrame, type Proto } from './frames';
import type { PcapPacket } from './pcap-writer';

/** What the capture keeps, as tcpdump would filter it: protocol, host (and direction), port. */
export interface CaptureFilter {
  protocols: Proto[];
  /** empty = any host */
  hosts: string[];
  /** which side a host filter constrains: either, the source, or the destination */
  hostSide: 'any' | 'src' | 'dst';
  /** empty = any port; a port filter keeps only TCP and UDP */
  ports: number[];
}

export interface CapturePlan {
  deviceIp: string;
  deviceMac: string;
  gatewayIp: string;
  gatewayMac: string;
  count: number;
  /** the capture window: packets are spread over [startMs, startMs + spanMs] */
  startMs: number;
  spanMs: number;
  filter: CaptureFilter;
  rng: Rng;
}

/** Well-known services a branch device talks to when no port filter narrows it. */
const SERVICES: Record<'tcp' | 'udp', number[]> = { tcp: [443, 443, 443, 80, 22, 5061, 8443], udp: [53, 53, 123, 161, 514, 5060, 4500] };
const REMOTES = ['8.8.8.8', '1.1.1.1', '52.96.165.18', '142.250.72.14', '13.107.42.14', '204.79.197.200'];

function endpoints(plan: CapturePlan): { src: string; dst: string; outbound: boolean } {
  const { rng, filter, deviceIp } = plan;
  const other = () => rng.pick(REMOTES);
  const host = filter.hosts.length ? rng.pick(filter.hosts) : null;
  if (!host) return rng.chance(0.5) ? { src: deviceIp, dst: other(), outbound: true } : { src: other(), dst: deviceIp, outbound: false };
  const peer = host === deviceIp ? other() : deviceIp;
  const hostIsSrc = filter.hostSide === 'src' || (filter.hostSide === 'any' && rng.chance(0.5));
  return hostIsSrc ? { src: host, dst: peer, outbound: host === deviceIp } : { src: peer, dst: host, outbound: peer === deviceIp };
}

function onePacket(plan: CapturePlan, seq: number): Buffer {
  const { rng, filter } = plan;
  const proto = rng.pick(filter.protocols);
  if (proto === 'arp') {
    const peer = filter.hosts.find((h) => h !== plan.deviceIp) ?? plan.gatewayIp;
    return rng.chance(0.5)
      ? arpFrame(1, plan.deviceMac, plan.deviceIp, '00:00:00:00:00:00', peer)
      : arpFrame(2, plan.gatewayMac, peer, plan.deviceMac, plan.deviceIp);
  }
  const { src, dst, outbound } = endpoints(plan);
  const macs = outbound ? { srcMac: plan.deviceMac, dstMac: plan.gatewayMac } : { srcMac: plan.gatewayMac, dstMac: plan.deviceMac };
  if (proto === 'icmp') {
    return ipFrame({ proto, ...macs, src, dst, seq, icmpType: outbound ? 8 : 0, payload: Buffer.alloc(56, seq & 0xff) });
  }
  const service = filter.ports.length ? rng.pick(filter.ports) : rng.pick(SERVICES[proto]);
  const ephemeral = rng.int(49_152, 65_535);
  const [srcPort, dstPort] = outbound ? [ephemeral, service] : [service, ephemeral];
  const size = proto === 'tcp' ? rng.pick([0, 0, 517, 1_400, rng.int(40, 1_400)]) : rng.int(40, 512);
  // Handshake segments carry no data; a data segment is PSH+ACK, an empty one a bare ACK.
  const handshake = proto === 'tcp' && rng.chance(0.15) ? rng.pick([0x02, 0x12]) : undefined;
  const length = handshake ? 0 : size;
  const flags = proto !== 'tcp' ? undefined : (handshake ?? (length > 0 ? 0x18 : 0x10));
  return ipFrame({
    proto,
    ...macs,
    src,
    dst,
    srcPort,
    dstPort,
    seq,
    flags,
    ttl: outbound ? 64 : rng.int(48, 120),
    payload: Buffer.alloc(length, 0x61),
  });
}

/** `count` packets matching the filter, in time order across the window. */
export function capturePackets(plan: CapturePlan): PcapPacket[] {
  const step = plan.spanMs / Math.max(plan.count, 1);
  return Array.from({ length: plan.count }, (_, k) => ({
    atMs: plan.startMs + k * step + plan.rng.float(0, step * 0.9),
    frame: onePacket(plan, k + 1),
  }));
}
