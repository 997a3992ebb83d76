import type { PageAnswer, PageRequest } from '@nms/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { FetchPage } from './types';

/** Pages of a server-paged grid, fetched through TanStack Query (no cache of the grid's own). */
export interface PageLoader<T> {
  /** Fetches a page; requests still running for another query or sort are aborted (superseded). */
  load(request: PageRequest, fetchPage: FetchPage<T>): Promise<PageAnswer<T>>;
  /** The answer the query cache holds for this very request, if any. */
  held(request: PageRequest): PageAnswer<T> | undefined;
  /** Drops the answers held (Refresh: a held page is not redrawn again). */
  forget(): void;
  /** Aborts every request of this grid still running (the grid went away). */
  cancel(): Promise<void>;
}

const keyOf = (scope: readonly unknown[], r: PageRequest) => [...scope, r.query, r.sort ?? '', r.order ?? '', r.offset, r.limit];

/**
 * `scope` names one grid instance in the query cache. Answers are fresh for no time: a reload fetches again, as the grid always did.
 */
export function pageLoader<T>(client: QueryClient, scope: readonly unknown[]): PageLoader<T> {
  const superseded = (request: PageRequest) => (key: readonly unknown[]) =>
    key[scope.length] !== request.query || key[scope.length + 1] !== (request.sort ?? '') || key[scope.length + 2] !== (request.order ?? '');
  return {
    load: (request, fetchPage) => {
      const stale = superseded(request);
      void client.cancelQueries({ queryKey: scope, predicate: (q) => q.state.fetchStatus === 'fetching' && stale(q.queryKey) });
      return client.fetchQuery({
        queryKey: keyOf(scope, request),
        queryFn: ({ signal }) => fetchPage(request, signal),
        staleTime: 0,
        gcTime: 60_000,
        retry: false,
      });
    },
    held: (request) => client.getQueryData<PageAnswer<T>>(keyOf(scope, request)),
    forget: () => client.removeQueries({ queryKey: scope }),
    cancel: () => client.cancelQueries({ queryKey: scope }),
  };
}
