import { describe, expect, it } from 'vitest';
import { BACKOFF_MAX_MS, BACKOFF_MIN_MS, backoffDelay, sleep } from './backoff';
import { coalesce } from './coalesce';

describe('backoffDelay', () => {
  it('starts at 0.5 s and doubles up to 5 s (at the top of its spread)', () => {
    const top = (n: number) => backoffDelay(n, () => 1);
    expect([0, 1, 2, 3, 4, 5, 20].map(top)).toEqual([500, 1000, 2000, 4000, 5000, 5000, 5000]);
  });

  it('spreads each wait over its upper half, never under 0.5 s nor over 5 s', () => {
    for (let attempt = 0; attempt < 12; attempt++) {
      for (const r of [0, 0.25, 0.5, 0.999]) {
        const d = backoffDelay(attempt, () => r);
        expect(d).toBeGreaterThanOrEqual(BACKOFF_MIN_MS);
        expect(d).toBeLessThanOrEqual(BACKOFF_MAX_MS);
      }
    }
    expect(backoffDelay(3, () => 0)).toBe(2000);
  });

  it('a sleep ends when its signal aborts', async () => {
    const ctrl = new AbortController();
    const done = sleep(60_000, ctrl.signal);
    ctrl.abort();
    await expect(done).resolves.toBeUndefined();
  });
});

describe('coalesce', () => {
  const deferred = () => {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    return { promise, resolve };
  };

  it('runs one at a time and once more for any calls made while it ran', async () => {
    const runs: ReturnType<typeof deferred>[] = [];
    let inFlight = 0;
    let most = 0;
    const run = coalesce(async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      const d = deferred();
      runs.push(d);
      await d.promise;
      inFlight--;
    });
    const first = run();
    run();
    run();
    run();
    expect(runs).toHaveLength(1);
    runs[0].resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(runs).toHaveLength(2);
    runs[1].resolve();
    await first;
    expect(runs).toHaveLength(2);
    expect(most).toBe(1);
  });

  it('a failed run does not stop the next', async () => {
    let calls = 0;
    const run = coalesce(async () => {
      calls++;
      if (calls === 1) throw new Error('offline');
    });
    await run();
    await run();
    expect(calls).toBe(2);
  });
});
