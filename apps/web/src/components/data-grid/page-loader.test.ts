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

/** A load the test does not await: a later query may cancel it, which is no failure. */
const started = (load: Promise<unknown>) => void load.catch(() => undefined);

describe('server-paged grid pages by cursor', () => {
  const answered = (nextCursor?: string) => ({ data: Array.from({ length: 25 }, (_, i) => ({ name: `d${i}` })), total: 100, nextCursor });

  it("sends the previous page's nextCursor as search_after for the page after it, and only for that list", async () => {
    const { calls, fetchPage } = manualFetch();
    const loader = pageLoader<Row>(new QueryClient(), ['grid', 'devices']);
    const first = loader.load(page('*', 0), fetchPage);
    calls[0].answer(answered('after-25'));
    await first;
    const second = loader.load(page('*', 25), fetchPage);
    expect(calls[1].request).toEqual({ ...page('*', 25), search_after: 'after-25' });
    calls[1].answer(answered('after-50'));
    await second;
    // A jump has no cursor (the server seeks from what it remembers); going back to page 2 has one.
    started(loader.load(page('*', 75), fetchPage));
    expect(calls[2].request.search_after).toBeUndefined();
    started(loader.load(page('*', 50), fetchPage));
    expect(calls[3].request.search_after).toBe('after-50');
    started(loader.load(page('*', 25), fetchPage));
    expect(calls[4].request.search_after).toBe('after-25');
    // Another query or sort starts over by offset.
    started(loader.load({ ...page('*', 25), sort: 'state' }, fetchPage));
    expect(calls[5].request.search_after).toBeUndefined();
  });

  it('sends no cursor when the list gives none, and none after a refresh', async () => {
    const { calls, fetchPage } = manualFetch();
    const loader = pageLoader<Row>(new QueryClient(), ['grid', 'syslog']);
    const first = loader.load(page('*', 0), fetchPage);
    calls[0].answer(answered());
    await first;
    started(loader.load(page('*', 25), fetchPage));
    expect(calls[1].request.search_after).toBeUndefined();

    const again = pageLoader<Row>(new QueryClient(), ['grid', 'devices']);
    const one = again.load(page('*', 0), fetchPage);
    calls[2].answer(answered('after-25'));
    await one;
    again.forget();
    started(again.load(page('*', 25), fetchPage));
    expect(calls[3].request.search_after).toBeUndefined();
  });

  it('pages by offset when the server refuses a cursor', async () => {
    const requests: PageRequest[] = [];
    const fetchPage = async (request: PageRequest) => {
      requests.push(request);
      if (request.search_after === 'stale') throw new Error('search_after: the cursor belongs to another query');
      return answered(request.offset === 0 ? 'stale' : undefined);
    };
    const loader = pageLoader<Row>(new QueryClient(), ['grid', 'devices']);
    await loader.load(page('*', 0), fetchPage);
    await expect(loader.load(page('*', 25), fetchPage)).resolves.toMatchObject({ total: 100 });
    expect(requests.map((r) => r.search_after)).toEqual([undefined, 'stale', undefined]);
  });
});

describe('a page a live read made (issue 30 item 10)', () => {
  it('answers the reload it asks for without a second fetch, once', async () => {
    const { calls, fetchPage } = manualFetch();
    const loader = pageLoader<Row>(new QueryClient(), ['grid', 'events']);
    loader.prime(page('*'), { data: [{ name: 'read live' }], total: 1 });
    void loader.load(page('*', 25), fetchPage);
    await expect(loader.load(page('*'), fetchPage)).resolves.toEqual({ data: [{ name: 'read live' }], total: 1 });
    expect(calls.map((c) => c.request.offset)).toEqual([25]);
    void loader.load(page('*'), fetchPage);
    expect(calls.map((c) => c.request.offset)).toEqual([25, 0]);
  });
});
