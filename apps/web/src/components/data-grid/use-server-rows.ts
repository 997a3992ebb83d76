import type { PageAnswer, PageRequest } from '@nms/contract';
import { isCancelledError, useQueryClient } from '@tanstack/react-query';
import type { IDatasource, IGetRowsParams } from 'ag-grid-community';
import { useEffect, useId, useMemo, useRef, useState, type MutableRefObject } from 'react';
import { NO_TOKEN_MESSAGE } from '../../lib/api-client';
import { dataLoadingError } from '../notice/messages';
import { buildPageRequest } from './grid-query';
import type { PagerInfo } from './grid-pager';
import { filterModelToLucene, type ColumnFilter } from './lucene';
import { pageLoader } from './page-loader';
import type { ColumnKind, FetchPage, GridColumn, SortSpec } from './types';
import type { LiveLayout } from './use-grid-layout';

/** The server-paged row source: where pages come from and the query every page carries. */
export interface ServerSource<T> {
  columns: GridColumn<T>[];
  fetchPage: FetchPage<T>;
  /** Always AND-ed with the user's filters (e.g. the default events query). */
  baseQuery?: string;
  defaultSort?: SortSpec;
  /** Message for a failed load; default 'Data Loading Error, {cause}'. */
  loadErrorText?: (error: unknown) => string;
  /** The query the grid runs, each time it loads (summaries beside the grid follow it). */
  onQueryChange?: (query: string) => void;
}

interface ServerRowsContext<T> {
  gridId: string;
  searchFields: readonly string[];
  kinds: ReadonlyMap<string, ColumnKind>;
  /** The search, Lucene text and mount, current before React's effects run. */
  live: MutableRefObject<LiveLayout>;
  /** The filter model that runs (with apply-on-click, the one last applied rather than typed). */
  modelFor: (mount: LiveLayout['mount'], gridModel: unknown) => unknown;
  applyOnClick: boolean;
  /** Each page the grid loads (the live rows compare their reads with it). */
  onPage?: (request: PageRequest, answer: PageAnswer<T>) => void;
}

type TotalKind = Pick<PagerInfo, 'relation' | 'estimate'>;

const compiled = (model: unknown, kinds: ReadonlyMap<string, ColumnKind>) => filterModelToLucene(model as Record<string, ColumnFilter> | null, kinds);

/**
 * AG Grid's infinite datasource over TanStack Query: each block is one page request; a new query
 * or sort aborts requests still running. Keeps the last answer's total kind for the pager.
 */
export function useServerRows<T>(source: ServerSource<T>, ctx: ServerRowsContext<T>) {
  const client = useQueryClient();
  const instance = useId();
  const latest = useRef(source);
  useEffect(() => {
    latest.current = source;
  });
  const loader = useMemo(() => pageLoader<T>(client, ['grid', ctx.gridId, instance]), [client, ctx.gridId, instance]);
  useEffect(() => () => void loader.cancel(), [loader]);
  const lastRequest = useRef<PageRequest | null>(null);
  const [error, setError] = useState<string>();
  const [totalKind, setTotalKind] = useState<TotalKind>({});
  const { live, modelFor, searchFields, kinds, applyOnClick, onPage } = ctx;

  const datasource = useMemo<IDatasource>(
    () => ({
      getRows: (p: IGetRowsParams) => {
        const cur = latest.current;
        const { search, lucene, mount } = live.current;
        const running = modelFor(mount, p.filterModel);
        const request = buildPageRequest(
          { columns: cur.columns, baseQuery: cur.baseQuery, lucene, search, searchFields, defaultSort: cur.defaultSort },
          { ...p, filterModel: running },
        );
        lastRequest.current = request;
        cur.onQueryChange?.(request.query);
        // AG Grid reloads on a filter-row edit that waits for Apply Filter: redraw what is held.
        const unapplied = applyOnClick && compiled(p.filterModel, kinds) !== compiled(running, kinds);
        const held = unapplied ? loader.held(request) : undefined;
        (held ? Promise.resolve(held) : loader.load(request, cur.fetchPage))
          .then((answer) => {
            setError(undefined);
            setTotalKind({ relation: answer.totalRelation, estimate: answer.totalEstimate });
            onPage?.(request, answer);
            p.successCallback(answer.data, answer.total);
          })
          .catch((e: unknown) => {
            // A superseded request: its block is gone, a newer one answers.
            if (isCancelledError(e)) return p.failCallback();
            // A failed query has no rows: an empty answer, not blank placeholder rows under the error.
            p.successCallback([], 0);
            const text = cur.loadErrorText ?? dataLoadingError;
            setError(e instanceof Error && e.message === NO_TOKEN_MESSAGE ? NO_TOKEN_MESSAGE : text(e));
          });
      },
    }),
    [loader, live, modelFor, searchFields, kinds, applyOnClick, onPage],
  );

  /** Rows of the query the grid last ran (the export's 'matched query'), up to `limit`. */
  const matchedRows = async (limit: number): Promise<T[] | undefined> =>
    lastRequest.current ? (await latest.current.fetchPage({ ...lastRequest.current, offset: 0, limit })).data : undefined;

  return { datasource, error, totalKind, matchedRows, forget: loader.forget, prime: loader.prime };
}
