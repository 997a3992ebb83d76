import { describe, expect, it } from 'vitest';
import { Rng } from '@nms/simulator';
import { capturePackets } from './capture-packets';
import { arpFrame, inetChecksum, ipFrame } from './frames';
import { PCAP_MAGIC, pcapFile, readPcap } from './pcap-writer';

const mac = '00:80:AE:01:02:03';
const gw = '00:09:0F:0A:0B:0C';

describe('pcap writer', () => {
  it('writes the libpcap global header and one record per packet', () => {
    const frame = ipFrame({ proto: 'icmp', srcMac: mac, dstMac: gw, src: '10.0.0.2', dst: '8.8.8.8', seq: 1, payload: Buffer.alloc(56) });
    const buf = pcapFile([
      { atMs: 1_700_000_000_123.456, frame },
      { atMs: 1_700_000_001_000, frame },
    ]);
    expect(buf.readUInt32LE(0)).toBe(PCAP_MAGIC);
    expect([buf.readUInt16LE(4), buf.readUInt16LE(6)]).toEqual([2, 4]);
    const file = readPcap(buf);
    expect(file).toMatchObject({ snaplen: 65_535, linktype: 1 });
    expect(file.packets).toHaveLength(2);
    expect(file.packets[0]).toMatchObject({ tsSec: 1_700_000_000, tsUsec: 123_456, inclLen: 98, origLen: 98 });
    expect(buf.length).toBe(24 + 2 * (16 + 98));
  });

  it('cuts frames at the snap length but keeps their original length', () => {
    const frame = ipFrame({
      proto: 'tcp',
      srcMac: mac,
      dstMac: gw,
      src: '10.0.0.2',
      dst: '1.1.1.1',
      srcPort: 50_000,
      dstPort: 443,
      seq: 3,
      payload: Buffer.alloc(1_400),
    });
    const [p] = readPcap(pcapFile([{ atMs: 0, frame }], 128)).packets;
    expect(p).toMatchObject({ inclLen: 128, origLen: 14 + 20 + 20 + 1_400 });
  });

  it('builds frames with valid IPv4, ICMP, TCP and UDP checksums', () => {
    for (const proto of ['icmp', 'tcp', 'udp'] as const) {
      const f = ipFrame({
        proto,
        srcMac: mac,
        dstMac: gw,
        src: '172.16.4.1',
        dst: '52.96.165.18',
        srcPort: 51_000,
        dstPort: 53,
        seq: 9,
        payload: Buffer.from('hello world'),
      });
      const ip = f.subarray(14, 34);
      expect(inetChecksum(ip)).toBe(0); // a header including its checksum sums to zero
      const l4 = f.subarray(34);
      if (proto === 'icmp') expect(inetChecksum(l4)).toBe(0);
      else {
        const pseudo = Buffer.concat([ip.subarray(12, 20), Buffer.from([0, ip[9], l4.length >> 8, l4.length & 0xff])]);
        expect(inetChecksum(pseudo, l4)).toBe(0);
      }
    }
    expect(arpFrame(1, mac, '10.0.0.2', '00:00:00:00:00:00', '10.0.0.1')).toHaveLength(60);
  });

  it('generates packets matching protocol, host direction and port filters, spread over the window', () => {
    const packets = capturePackets({
      deviceIp: '10.0.0.2',
      deviceMac: mac,
      gatewayIp: '10.0.0.1',
      gatewayMac: gw,
      count: 30,
      startMs: 1_000_000,
      spanMs: 30_000,
      filter: { protocols: ['tcp', 'udp'], hosts: ['1.1.1.1'], hostSide: 'dst', ports: [8443] },
      rng: new Rng(7),
    });
    expect(packets).toHaveLength(30);
    for (const p of packets) {
      expect([6, 17]).toContain(p.frame[23]);
      expect([...p.frame.subarray(30, 34)].join('.')).toBe('1.1.1.1');
      expect([p.frame.readUInt16BE(34), p.frame.readUInt16BE(36)]).toContain(8443);
    }
    expect(packets.at(-1)!.atMs - packets[0].atMs).toBeGreaterThan(25_000);
    expect(packets.every((p, i) => i === 0 || p.atMs >= packets[i - 1].atMs)).toBe(true);
  });
});
