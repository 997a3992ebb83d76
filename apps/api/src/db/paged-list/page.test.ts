import { describe, expect, it, vi } from 'vitest';
import { ESTIMATE_SHOWN_ABOVE, EXACT_TOTAL_LIMIT, resolveTotal } from './page';

/** `fetched` counts the one row the page statement reads past a page of 25. */
const run = (fetched: number, offset: number, estimated: number, exact: number | undefined) => {
  const estimate = vi.fn(async () => estimated);
  const count = vi.fn(async () => exact);
  return { result: resolveTotal({ offset, limit: 25 }, fetched, estimate, count), estimate, count };
};

describe('resolveTotal', () => {
  it('takes a page with nothing after it as its own exact count, without asking the database', async () => {
    for (const fetched of [7, 25]) {
      const { result, estimate, count } = run(fetched, 50, 999_999, 0);
      expect(await result).toEqual({ total: 50 + fetched, totalRelation: 'eq' });
      expect(estimate).not.toHaveBeenCalled();
      expect(count).not.toHaveBeenCalled();
    }
  });

  it('counts exactly up to the limit', async () => {
    const { result, estimate } = run(26, 0, 20_000, 4_000);
    expect(await result).toEqual({ total: 4_000, totalRelation: 'eq' });
    expect(estimate).not.toHaveBeenCalled();
  });

  it('answers the capped count as a true lower bound past the limit, not the planner estimate', async () => {
    // The case: the planner said 7,919 for 5,185 real matches; 7,919 'gte' overstated.
    expect(await run(26, 0, 7_919, EXACT_TOTAL_LIMIT + 1).result).toEqual({ total: EXACT_TOTAL_LIMIT + 1, totalRelation: 'gte' });
    expect(await run(26, 0, 3_000, EXACT_TOTAL_LIMIT + 1).result).toEqual({ total: EXACT_TOTAL_LIMIT + 1, totalRelation: 'gte' });
  });

  it('adds a huge planner estimate as totalEstimate, keeping total a lower bound', async () => {
    const { result, count } = run(26, 0, ESTIMATE_SHOWN_ABOVE * 3, EXACT_TOTAL_LIMIT + 1);
    expect(await result).toEqual({ total: EXACT_TOTAL_LIMIT + 1, totalRelation: 'gte', totalEstimate: ESTIMATE_SHOWN_ABOVE * 3 });
    expect(count).toHaveBeenCalled();
  });

  it('counts the rows seen deep past the cap, with the next page known to exist', async () => {
    const { result, count } = run(26, 9_000, 7_000, 0);
    expect(await result).toEqual({ total: 9_026, totalRelation: 'gte' });
    expect(count).not.toHaveBeenCalled();
  });

  it('treats an empty page past the end as unknown, not as zero', async () => {
    expect(await run(0, 500, 40, 40).result).toEqual({ total: 40, totalRelation: 'eq' });
  });
});

describe('resolveTotal when the count runs out of its time budget', () => {
  it('answers the rows known to exist, never the estimate, as the lower bound', async () => {
    expect(await run(26, 0, 6_631, undefined).result).toEqual({ total: 26, totalRelation: 'gte' });
    expect(await run(26, 4_000, 6_631, undefined).result).toEqual({ total: 4_026, totalRelation: 'gte' });
    expect(await run(26, 0, 600_000, undefined).result).toEqual({ total: 26, totalRelation: 'gte', totalEstimate: 600_000 });
  });

  it('never claims a total past the rows that exist for an empty page past the end', async () => {
    expect(await run(0, 500, 6_631, undefined).result).toEqual({ total: 0, totalRelation: 'gte' });
  });
});
