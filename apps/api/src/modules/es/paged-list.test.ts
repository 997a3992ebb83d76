import { describe, expect, it, vi } from 'vitest';
import { ESTIMATE_ONLY_ABOVE, EXACT_TOTAL_LIMIT, resolveTotal } from './paged-list';

const run = (rowCount: number, offset: number, estimated: number, exact: number) => {
  const estimate = vi.fn(async () => estimated);
  const count = vi.fn(async () => exact);
  return { result: resolveTotal({ offset, limit: 25 }, rowCount, estimate, count), estimate, count };
};

describe('resolveTotal', () => {
  it('takes a short page as its own exact count, without asking the database', async () => {
    const { result, estimate, count } = run(7, 50, 999_999, 0);
    expect(await result).toEqual({ total: 57, totalRelation: 'eq' });
    expect(estimate).not.toHaveBeenCalled();
    expect(count).not.toHaveBeenCalled();
  });

  it('counts exactly up to the limit', async () => {
    const { result } = run(25, 0, 20_000, 4_000);
    expect(await result).toEqual({ total: 4_000, totalRelation: 'eq' });
  });

  it('answers the estimate as gte past the limit, never below what was seen', async () => {
    expect(await run(25, 0, 5_000, EXACT_TOTAL_LIMIT + 1).result).toEqual({ total: EXACT_TOTAL_LIMIT + 1, totalRelation: 'gte' });
    expect(await run(25, 0, 50_000, EXACT_TOTAL_LIMIT + 1).result).toEqual({ total: 50_000, totalRelation: 'gte' });
  });

  it('skips the count when the planner expects a huge match', async () => {
    const { result, count } = run(25, 0, ESTIMATE_ONLY_ABOVE * 3, 0);
    expect(await result).toEqual({ total: ESTIMATE_ONLY_ABOVE * 3, totalRelation: 'gte' });
    expect(count).not.toHaveBeenCalled();
  });

  it('treats an empty page past the end as unknown, not as zero', async () => {
    expect(await run(0, 500, 40, 40).result).toEqual({ total: 40, totalRelation: 'eq' });
  });
});

describe('resolveTotal when the count runs out of its time budget', () => {
  it('answers the estimate as gte, never below what was seen', async () => {
    const estimate = async () => 6_631;
    expect(await resolveTotal({ offset: 0, limit: 25 }, 25, estimate, async () => undefined)).toEqual({ total: 6_631, totalRelation: 'gte' });
    expect(await resolveTotal({ offset: 9_000, limit: 25 }, 25, estimate, async () => undefined)).toEqual({ total: 9_025, totalRelation: 'gte' });
  });
});
