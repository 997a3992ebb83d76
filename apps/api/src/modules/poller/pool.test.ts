import { describe, expect, it } from 'vitest';
import { mapPool } from './pool';

describe('mapPool', () => {
  it('keeps at most `limit` calls in flight and answers in input order', async () => {
    let inFlight = 0;
    let most = 0;
    const out = await mapPool([5, 1, 4, 2, 3, 0], 2, async (n) => {
      most = Math.max(most, ++inFlight);
      await new Promise((r) => setTimeout(r, n));
      inFlight--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30, 0]);
    expect(most).toBe(2);
  });

  it('handles an empty list', async () => {
    expect(await mapPool([], 4, async () => 1)).toEqual([]);
  });
});
