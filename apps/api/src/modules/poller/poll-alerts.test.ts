import { describe, expect, it } from 'vitest';
import type { SnmpInterface } from '../snmp/snmp-client';
import { linkChanges, linkIsDown } from './poll-alerts';

const seen = (ifIndex: number, name: string, adminStatus: number, operStatus: number) =>
  ({ ifIndex, name, adminStatus, operStatus }) as SnmpInterface;
const stored = (ifIndex: number, name: string, adminStatus: number, operStatus: number) => ({
  deviceName: 'd',
  ifIndex,
  name,
  adminStatus,
  operStatus,
});

describe('interface link alerts', () => {
  it('a link is down when it should be up (admin up) and is down, notPresent or lowerLayerDown', () => {
    expect([2, 6, 7].map((o) => linkIsDown(1, o))).toEqual([true, true, true]);
    expect([1, 3, 4, 5].map((o) => linkIsDown(1, o))).toEqual([false, false, false, false]);
    expect(linkIsDown(2, 2)).toBe(false); // shut by the operator
  });

  it('raises on the way down and on first sight down, clears on the way up; steady states change nothing', () => {
    const before = [stored(1, 'lo', 1, 1), stored(2, 'eth0', 1, 1), stored(3, 'eth1', 1, 2), stored(4, 'eth2', 1, 2)];
    const after = [seen(1, 'lo', 1, 1), seen(2, 'eth0', 1, 2), seen(3, 'eth1', 1, 1), seen(4, 'eth2', 1, 2), seen(5, 'ifIndex 5', 1, 7)];
    expect(linkChanges(before, after)).toEqual([
      { kind: 'raise', ifIndex: 2, name: 'eth0' },
      { kind: 'clear', ifIndex: 3, name: 'eth1' },
      { kind: 'raise', ifIndex: 5, name: 'ifIndex 5' },
    ]);
  });

  it('clears when the operator shuts a down link, when it vanishes, or under its old name when renamed', () => {
    const before = [stored(2, 'eth0', 1, 2), stored(3, 'eth1', 1, 2), stored(4, 'old', 1, 2)];
    expect(linkChanges(before, [seen(2, 'eth0', 2, 2), seen(4, 'new', 1, 2)])).toEqual([
      { kind: 'clear', ifIndex: 2, name: 'eth0' },
      { kind: 'clear', ifIndex: 4, name: 'old' },
      { kind: 'raise', ifIndex: 4, name: 'new' },
      { kind: 'clear', ifIndex: 3, name: 'eth1' },
    ]);
  });
});
