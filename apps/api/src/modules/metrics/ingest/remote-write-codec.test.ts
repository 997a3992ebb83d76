import { describe, expect, it } from 'vitest';
import { decodeWriteRequest, encodeWriteRequest, ProtobufError, type PromSeries } from './remote-write-codec';
import { snappyCompress, snappyUncompress, SnappyError } from './snappy';

describe('snappy', () => {
  it('reads what it writes, across literal sizes', () => {
    for (const n of [0, 1, 59, 60, 255, 256, 70_000]) {
      const data = Uint8Array.from({ length: n }, (_, i) => (i * 31) % 251);
      expect(snappyUncompress(snappyCompress(data), 1 << 20)).toEqual(data);
    }
  });
  it('reads copies, overlapping ones too (a hand-made stream: "abcd" then a 1-byte-offset copy of 8)', () => {
    // length 12, literal 'abcd' (tag (4-1)<<2), copy-1 len 8 offset 4: tag = ((8-4)<<2)|1, offset byte 4.
    const stream = Uint8Array.of(12, 3 << 2, 97, 98, 99, 100, (4 << 2) | 1, 4);
    expect(new TextDecoder().decode(snappyUncompress(stream, 100))).toBe('abcdabcdabcd');
  });
  it('refuses a truncated stream, a bad copy and a body over the limit', () => {
    expect(() => snappyUncompress(Uint8Array.of(10, 9 << 2, 1, 2), 100)).toThrow(SnappyError);
    expect(() => snappyUncompress(Uint8Array.of(4, (0 << 2) | 1, 9), 100)).toThrow(SnappyError);
    expect(() => snappyUncompress(snappyCompress(new Uint8Array(200)), 100)).toThrow(/more than the 100 allowed/);
  });
});

describe('remote write protobuf', () => {
  it('decodes what it encodes: labels and samples', () => {
    const series: PromSeries[] = [
      {
        labels: { __name__: 'ifHCInOctets', instance: '127.0.0.1:161', ifName: 'eth0' },
        samples: [{ value: 1234.5, timestampMs: 1_764_000_000_123 }],
      },
      {
        labels: { __name__: 'cpu', device: 'R1' },
        samples: [
          { value: 0, timestampMs: 1 },
          { value: -2.5, timestampMs: 2 },
        ],
      },
    ];
    expect(decodeWriteRequest(encodeWriteRequest(series))).toEqual(series);
  });
  it('refuses a truncated body', () => {
    const body = encodeWriteRequest([{ labels: { __name__: 'x' }, samples: [{ value: 1, timestampMs: 1 }] }]);
    expect(() => decodeWriteRequest(body.subarray(0, body.length - 3))).toThrow(ProtobufError);
  });
});
