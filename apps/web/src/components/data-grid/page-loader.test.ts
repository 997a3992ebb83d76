import type { PageAnswer, PageRequest } from '@nms/contract';
import { isCancelledError, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pageLoader } from './page-loader';

type Row = { name: string };
const page = (query: string, offset = 0): PageRequest => ({ query, offset, limit: 25 });

/** A fetchPage whose answers the test gives by hand, keeping each call's signal. */
function manualFetch() {
  const calls: { request: PageRequest; signal?: AbortSignal; answer: (a: PageAnswer<Row>) => void }[] = [];
  const fetchPage = (request: PageRequest, signal?: AbortSignal) =>
    new Promise<PageAnswer<Row>>((resolve) => calls.push({ request, signal, answer: resolve }));
  return { calls, fetchPage };
}

describe('server-paged grid pages', () => {
  it('aborts a request superseded by another query, and the grid hears it was cancelled', async () => {
    const { calls, fetchPage } = manualFetch();
    const loader = pageLoader<Row>(new QueryClient(), ['grid', 'devices']);
    const first = loader.load(page('name:a*'), fetchPage);
    const second = loader.load(page('name:ab*'), fetchPage);
    const outcome = await first.catch((e: unknown) => e);
    expect(calls[0].signal?.aborted).toBe(true);
    expect(isCancelledError(outcome)).toBe(true);
    expect(calls[1].signal?.aborted).toBe(false);
    calls[1].answer({ data: [{ name: 'ab1' }], total: 1 });
    await expect(second).resolves.toEqual({ data: [{ name: 'ab1' }], total: 1 });
  });

  it('keeps another page of the same query running, and fetches a reload again', async () => {
    const { calls, fetchPage } = manualFetch();
    const loader = pageLoader<Row>(new QueryClient(), ['grid', 'devices']);
    const one = loader.load(page('*', 0), fetchPage);
    const two = loader.load(page('*', 25), fetchPage);
    expect(calls.map((c) => c.signal?.aborted)).toEqual([false, false]);
    calls[0].answer({ data: [], total: 30 });
    calls[1].answer({ data: [], total: 30 });
    await Promise.all([one, two]);
    expect(loader.held(page('*', 0))).toEqual({ data: [], total: 30 });
    void loader.load(page('*', 0), fetchPage);
    expect(calls).toHaveLength(3);
  });
});
