import { describe, expect, it } from 'vitest';
import { formatLsn, maxLsn, parseLsn } from './wal-lsn';

describe('WAL positions', () => {
  it('reads both halves, so a later segment compares greater whatever the low half', () => {
    const a = parseLsn('0/FFFFFFFF')!;
    const b = parseLsn('1/0')!;
    expect(b - a).toBe(1n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
  });

  it('writes what it reads', () => {
    for (const t of ['0/0', '16/B374D848', 'FFFFFFFF/FFFFFFFF']) expect(formatLsn(parseLsn(t)!)).toBe(t);
  });

  it('has no position for null, empty or malformed text', () => {
    for (const t of [null, undefined, '', '16', '16/', 'x/1', '1/2/3', '123456789/0']) expect(parseLsn(t)).toBeUndefined();
  });

  it('takes the later of two, either missing', () => {
    expect(maxLsn(5n, 7n)).toBe(7n);
    expect(maxLsn(undefined, 7n)).toBe(7n);
    expect(maxLsn(5n, undefined)).toBe(5n);
    expect(maxLsn(undefined, undefined)).toBeUndefined();
  });
});
