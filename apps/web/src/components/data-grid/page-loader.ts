import type { PageAnswer, PageRequest } from '@nms/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { FetchPage } from './types';

/** Pages of a server-paged grid, fetched through TanStack Query (no cache of the grid's own). */
export interface PageLoader<T> {
  /** Fetches a page; requests still running for another query or sort are aborted (superseded). */
  load(request: PageRequest, fetchPage: FetchPage<T>): Promise<PageAnswer<T>>;
  /** The next load of this very request answers `answer` without a fetch (a live read just made it). */
  prime(request: PageRequest, answer: PageAnswer<T>): void;
  /** The answer the query cache holds for this very request, if any. */
  held(request: PageRequest): PageAnswer<T> | undefined;
  /** Drops the answers held (Refresh: a held page is not redrawn again). */
  forget(): void;
  /** Aborts every request of this grid still running (the grid went away). */
  cancel(): Promise<void>;
}

const keyOf = (scope: readonly unknown[], r: PageRequest) => [...scope, r.query, r.sort ?? '', r.order ?? '', r.offset, r.limit];
const listOf = (r: PageRequest) => JSON.stringify([r.query, r.sort ?? '', r.order ?? '']);
/** Cursors kept for the list on screen; paging back and forth over a few hundred pages stays by key. */
const MAX_CURSORS = 500;
/** How long a primed answer waits for its reload. */
const PRIMED_MS = 1_000;

/**
 * Where pages of the list on screen start, by offset: the `nextCursor` of the page before each.
 * A request for such an offset carries it as `search_after`, so the server seeks the page by key
 * instead of skipping `offset` rows. Only answers of lists that take cursors have one.
 */
function cursorMemory() {
  let list = '';
  const starts = new Map<number, string>();
  const forList = (r: PageRequest) => {
    if (listOf(r) !== list) {
      list = listOf(r);
      starts.clear();
    }
    return starts;
  };
  return {
    withCursor: (r: PageRequest): PageRequest => {
      const cursor = r.search_after ?? forList(r).get(r.offset);
      return cursor ? { ...r, search_after: cursor } : r;
    },
    learn: (r: PageRequest, answer: PageAnswer<unknown>) => {
      if (!answer.nextCursor || answer.data.length === 0) return;
      const marks = forList(r);
      if (marks.size >= MAX_CURSORS) marks.delete(marks.keys().next().value!);
      marks.set(r.offset + answer.data.length, answer.nextCursor);
    },
    clear: () => starts.clear(),
  };
}

/**
 * `scope` names one grid instance in the query cache. Answers are fresh for no time: a reload fetches again, as the grid always did.
 */
export function pageLoader<T>(client: QueryClient, scope: readonly unknown[]): PageLoader<T> {
  const cursors = cursorMemory();
  /** One answer a live read made, for the reload it asks for at once (a second later it is stale). */
  let primed: { id: string; answer: PageAnswer<T>; until: number } | undefined;
  const superseded = (request: PageRequest) => (key: readonly unknown[]) =>
    key[scope.length] !== request.query || key[scope.length + 1] !== (request.sort ?? '') || key[scope.length + 2] !== (request.order ?? '');
  return {
    load: (request, fetchPage) => {
      const ready = primed;
      if (ready && ready.id === JSON.stringify(keyOf(scope, request)) && performance.now() < ready.until) {
        primed = undefined;
        cursors.learn(request, ready.answer);
        return Promise.resolve(ready.answer);
      }
      const stale = superseded(request);
      void client.cancelQueries({ queryKey: scope, predicate: (q) => q.state.fetchStatus === 'fetching' && stale(q.queryKey) });
      return client.fetchQuery({
        queryKey: keyOf(scope, request),
        queryFn: async ({ signal }) => {
          const keyed = cursors.withCursor(request);
          // A cursor the server no longer takes (it restarted on other SQL) costs one retry by offset.
          const answer = await fetchPage(keyed, signal).catch((e: unknown) => {
            if (keyed === request || signal.aborted) throw e;
            cursors.clear();
            return fetchPage(request, signal);
          });
          cursors.learn(request, answer);
          return answer;
        },
        staleTime: 0,
        gcTime: 60_000,
        retry: false,
      });
    },
    prime: (request, answer) => {
      primed = { id: JSON.stringify(keyOf(scope, request)), answer, until: performance.now() + PRIMED_MS };
    },
    held: (request) => client.getQueryData<PageAnswer<T>>(keyOf(scope, request)),
    forget: () => {
      cursors.clear();
      primed = undefined;
      client.removeQueries({ queryKey: scope });
    },
    cancel: () => client.cancelQueries({ queryKey: scope }),
  };
}
