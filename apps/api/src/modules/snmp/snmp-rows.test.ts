import { describe, expect, it } from 'vitest';
import { counterOf, decodeArp, decodeInterfaces, macOf } from './snmp-rows';

describe('SNMP row decoding', () => {
  it('formats MAC addresses and 32/64-bit counters', () => {
    expect(macOf(Buffer.from([0x02, 0xfc, 0, 0, 0, 0x1a]))).toBe('02:fc:00:00:00:1a');
    expect(macOf(Buffer.alloc(0))).toBe('');
    expect(counterOf(4_000_000_000)).toBe('4000000000');
    expect(counterOf(Buffer.from('ffffffffffffffff', 'hex'))).toBe('18446744073709551615');
    expect(counterOf(undefined)).toBeNull();
  });

  it('joins ifTable and ifXTable by ifIndex: ifName (else `ifIndex N`), ifHighSpeed and HC counters win', () => {
    const ifs = decodeInterfaces(
      {
        2: {
          1: 2,
          2: Buffer.from('Intel eth'),
          3: 6,
          4: 1500,
          5: 1_000_000_000,
          6: Buffer.from([1, 2, 3, 4, 5, 6]),
          7: 1,
          8: 2,
          9: 77,
          10: 5,
          16: 6,
        },
        1: { 1: 1, 2: Buffer.from('lo'), 3: 24, 4: 65536, 5: 10_000_000, 6: Buffer.alloc(0), 7: 1, 8: 1, 9: 0, 10: 9, 16: 9 },
      },
      { 2: { 1: Buffer.from('eth0'), 6: Buffer.from('0100', 'hex'), 10: Buffer.from('ff', 'hex'), 15: 10_000, 18: Buffer.from('uplink') } },
    );
    expect(ifs.map((i) => i.ifIndex)).toEqual([1, 2]);
    expect(ifs[0]).toMatchObject({ name: 'ifIndex 1', descr: 'lo', speedMbps: 10, inOctets: '9', physAddress: '' });
    expect(ifs[1]).toMatchObject({
      name: 'eth0',
      descr: 'Intel eth',
      alias: 'uplink',
      type: 6,
      mtu: 1500,
      speedMbps: 10_000,
      physAddress: '01:02:03:04:05:06',
      adminStatus: 1,
      operStatus: 2,
      lastChangeCs: 77,
      inOctets: '256',
      outOctets: '255',
    });
  });

  it('reads the ARP index ifIndex.a.b.c.d when a column is missing', () => {
    expect(decodeArp({ '3.10.0.0.9': { 2: Buffer.from([0xaa, 0xbb, 0xcc, 0, 0, 1]), 4: 3 } })).toEqual([
      { ifIndex: 3, physAddress: 'aa:bb:cc:00:00:01', netAddress: '10.0.0.9', type: 3 },
    ]);
  });
});
