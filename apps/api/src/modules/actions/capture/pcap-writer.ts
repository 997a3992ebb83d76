/**
 * libpcap files (the classic format tcpdump and Wireshark read): a 24-byte global header, then
 * per packet a 16-byte record header and the captured bytes. Little-endian, microsecond times.
 */

export const PCAP_MAGIC = 0xa1b2c3d4;
export const LINKTYPE_ETHERNET = 1;

export interface PcapPacket {
  /** capture time, epoch milliseconds (fractions kept to the microsecond) */
  atMs: number;
  /** the whole frame as it was on the wire */
  frame: Buffer;
}

/** The file bytes; frames longer than `snaplen` are cut (incl_len < orig_len), as tcpdump -s does. */
export function pcapFile(packets: readonly PcapPacket[], snaplen = 65_535): Buffer {
  const header = Buffer.alloc(24);
  header.writeUInt32LE(PCAP_MAGIC, 0);
  header.writeUInt16LE(2, 4); // version 2.4
  header.writeUInt16LE(4, 6);
  header.writeInt32LE(0, 8); // UTC
  header.writeUInt32LE(0, 12);
  header.writeUInt32LE(snaplen, 16);
  header.writeUInt32LE(LINKTYPE_ETHERNET, 20);
  const parts: Buffer[] = [header];
  for (const p of packets) {
    const micros = Math.round(p.atMs * 1000);
    const incl = Math.min(p.frame.length, snaplen);
    const rec = Buffer.alloc(16);
    rec.writeUInt32LE(Math.floor(micros / 1_000_000), 0);
    rec.writeUInt32LE(micros % 1_000_000, 4);
    rec.writeUInt32LE(incl, 8);
    rec.writeUInt32LE(p.frame.length, 12);
    parts.push(rec, p.frame.subarray(0, incl));
  }
  return Buffer.concat(parts);
}

export interface ReadPacket {
  tsSec: number;
  tsUsec: number;
  inclLen: number;
  origLen: number;
  data: Buffer;
}

/** Reads a file written by pcapFile (little-endian, microseconds); throws on anything else. */
export function readPcap(buf: Buffer): { snaplen: number; linktype: number; packets: ReadPacket[] } {
  if (buf.length < 24 || buf.readUInt32LE(0) !== PCAP_MAGIC) throw new Error('not a little-endian microsecond pcap file');
  const packets: ReadPacket[] = [];
  let off = 24;
  while (off < buf.length) {
    if (off + 16 > buf.length) throw new Error(`truncated record header at ${off}`);
    const inclLen = buf.readUInt32LE(off + 8);
    if (off + 16 + inclLen > buf.length) throw new Error(`truncated packet at ${off}`);
    packets.push({
      tsSec: buf.readUInt32LE(off),
      tsUsec: buf.readUInt32LE(off + 4),
      inclLen,
      origLen: buf.readUInt32LE(off + 12),
      data: buf.subarray(off + 16, off + 16 + inclLen),
    });
    off += 16 + inclLen;
  }
  return { snaplen: buf.readUInt32LE(16), linktype: buf.readUInt32LE(20), packets };
}
