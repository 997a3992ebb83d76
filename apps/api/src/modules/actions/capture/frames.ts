/** Ethernet II frames carrying IPv4 (ICMP, TCP, UDP) or ARP, with correct lengths and checksums. */

export type Proto = 'icmp' | 'tcp' | 'udp' | 'arp';

const ETH_IPV4 = 0x0800;
const ETH_ARP = 0x0806;
const IP_PROTO: Record<'icmp' | 'tcp' | 'udp', number> = { icmp: 1, tcp: 6, udp: 17 };

const ipBytes = (ip: string) => Buffer.from(ip.split('.').map(Number));
const macBytes = (mac: string) => Buffer.from(mac.split(':').map((h) => parseInt(h, 16)));

/** The Internet checksum (RFC 1071) over the given buffers. */
export function inetChecksum(...bufs: Buffer[]): number {
  const b = Buffer.concat(bufs);
  let sum = 0;
  for (let i = 0; i < b.length; i += 2) sum += (b[i] << 8) + (i + 1 < b.length ? b[i + 1] : 0);
  while (sum > 0xffff) sum = (sum & 0xffff) + (sum >>> 16);
  return ~sum & 0xffff;
}

function ethernet(dst: string, src: string, type: number, payload: Buffer): Buffer {
  const h = Buffer.alloc(14);
  macBytes(dst).copy(h, 0);
  macBytes(src).copy(h, 6);
  h.writeUInt16BE(type, 12);
  return Buffer.concat([h, payload]);
}

function ipv4(proto: number, src: string, dst: string, id: number, ttl: number, payload: Buffer): Buffer {
  const h = Buffer.alloc(20);
  h[0] = 0x45;
  h.writeUInt16BE(20 + payload.length, 2);
  h.writeUInt16BE(id & 0xffff, 4);
  h.writeUInt16BE(0x4000, 6); // don't fragment
  h[8] = ttl;
  h[9] = proto;
  ipBytes(src).copy(h, 12);
  ipBytes(dst).copy(h, 16);
  h.writeUInt16BE(inetChecksum(h), 10);
  return Buffer.concat([h, payload]);
}

const pseudoHeader = (src: string, dst: string, proto: number, len: number) => {
  const p = Buffer.alloc(12);
  ipBytes(src).copy(p, 0);
  ipBytes(dst).copy(p, 4);
  p[9] = proto;
  p.writeUInt16BE(len, 10);
  return p;
};

export interface IpPacket {
  proto: 'icmp' | 'tcp' | 'udp';
  srcMac: string;
  dstMac: string;
  src: string;
  dst: string;
  srcPort?: number;
  dstPort?: number;
  /** ICMP: 8 echo request, 0 echo reply */
  icmpType?: number;
  seq: number;
  /** TCP flags byte (0x18 PSH+ACK, 0x02 SYN, 0x12 SYN+ACK, 0x10 ACK) */
  flags?: number;
  payload: Buffer;
  ttl?: number;
}

export function ipFrame(p: IpPacket): Buffer {
  const proto = IP_PROTO[p.proto];
  let l4: Buffer;
  if (p.proto === 'icmp') {
    l4 = Buffer.concat([Buffer.alloc(8), p.payload]);
    l4[0] = p.icmpType ?? 8;
    l4.writeUInt16BE(0x1234, 4); // identifier
    l4.writeUInt16BE(p.seq & 0xffff, 6);
    l4.writeUInt16BE(inetChecksum(l4), 2);
  } else if (p.proto === 'udp') {
    l4 = Buffer.concat([Buffer.alloc(8), p.payload]);
    l4.writeUInt16BE(p.srcPort ?? 0, 0);
    l4.writeUInt16BE(p.dstPort ?? 0, 2);
    l4.writeUInt16BE(l4.length, 4);
    l4.writeUInt16BE(inetChecksum(pseudoHeader(p.src, p.dst, proto, l4.length), l4) || 0xffff, 6);
  } else {
    l4 = Buffer.concat([Buffer.alloc(20), p.payload]);
    l4.writeUInt16BE(p.srcPort ?? 0, 0);
    l4.writeUInt16BE(p.dstPort ?? 0, 2);
    l4.writeUInt32BE((p.seq * 1460) >>> 0, 4);
    l4.writeUInt32BE((p.seq * 977) >>> 0, 8);
    l4[12] = 5 << 4; // header length 20
    l4[13] = p.flags ?? 0x18;
    l4.writeUInt16BE(64_240, 14); // window
    l4.writeUInt16BE(inetChecksum(pseudoHeader(p.src, p.dst, proto, l4.length), l4), 16);
  }
  return ethernet(p.dstMac, p.srcMac, ETH_IPV4, ipv4(proto, p.src, p.dst, p.seq, p.ttl ?? 64, l4));
}

/** ARP who-has (op 1, broadcast) or is-at (op 2). */
export function arpFrame(op: 1 | 2, senderMac: string, senderIp: string, targetMac: string, targetIp: string): Buffer {
  const a = Buffer.alloc(28);
  a.writeUInt16BE(1, 0); // Ethernet
  a.writeUInt16BE(ETH_IPV4, 2);
  a[4] = 6;
  a[5] = 4;
  a.writeUInt16BE(op, 6);
  macBytes(senderMac).copy(a, 8);
  ipBytes(senderIp).copy(a, 14);
  macBytes(op === 1 ? '00:00:00:00:00:00' : targetMac).copy(a, 18);
  ipBytes(targetIp).copy(a, 24);
  // Ethernet pads frames to the 60-byte minimum.
  return Buffer.concat([ethernet(op === 1 ? 'ff:ff:ff:ff:ff:ff' : targetMac, senderMac, ETH_ARP, a), Buffer.alloc(18)]);
}
