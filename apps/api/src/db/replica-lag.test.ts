import { describe, expect, it } from 'vitest';
import { PrimaryPositions } from './replica-lag';

describe('replica lag from the primary positions', () => {
  it('is nothing before the primary was sampled', () => {
    expect(new PrimaryPositions(10_000).lagOf(5n, 0)).toBeUndefined();
  });

  it('is zero for a replica at or past the last position, however long the primary was idle', () => {
    const p = new PrimaryPositions(10_000);
    for (let t = 0; t <= 9_000; t += 1_000) p.add(t, 100n);
    expect(p.lagOf(100n, 9_500)).toEqual({ ms: 0, bytes: 0n });
    expect(p.lagOf(120n, 9_500)).toEqual({ ms: 0, bytes: 0n });
  });

  it('is the age of the oldest position the replica has not reached', () => {
    const p = new PrimaryPositions(10_000);
    p.add(0, 100n);
    p.add(1_000, 200n);
    p.add(2_000, 300n);
    p.add(3_000, 400n);
    expect(p.lagOf(250n, 3_100)).toEqual({ ms: 1_100, bytes: 150n });
    expect(p.lagOf(399n, 3_100)).toEqual({ ms: 100, bytes: 1n });
    expect(p.lagOf(50n, 3_100)).toEqual({ ms: 3_100, bytes: 350n });
  });

  it('forgets old samples, so a replica behind all of them lags at least the kept span', () => {
    const p = new PrimaryPositions(2_000);
    for (let t = 0; t <= 10_000; t += 1_000) p.add(t, BigInt(t));
    expect(p.latest).toBe(10_000n);
    expect(p.lagOf(0n, 10_000)?.ms).toBe(2_000);
  });
});
