import { describe, expect, it } from 'vitest';
import { counterCells, importableAddress, proposedName } from './feed-rows';

describe('feed rows', () => {
  it('orders known counters first and keeps the ones it does not know', () => {
    const cells = counterCells({ feed: 'traps', lastAt: 1, counters: { zeta: 1, unknown_source: 2, received: 9 } });
    expect(cells).toEqual([
      { label: 'Received', value: 9, problem: false },
      { label: 'Unknown sources', value: 2, problem: true },
      { label: 'zeta', value: 1, problem: false },
    ]);
  });

  it('imports only IPv4 sources, with or without a port', () => {
    expect(importableAddress('10.1.2.3')).toBe('10.1.2.3');
    expect(importableAddress('192.0.2.77:9100')).toBe('192.0.2.77');
    expect(importableAddress('999.1.1.1')).toBeNull();
    expect(importableAddress('(no device label)')).toBeNull();
    expect(proposedName('10.1.2.3')).toBe('host-10-1-2-3');
  });
});
