import type { PageAnswer, PageRequest } from '@nms/contract';
import type { GridApi, IRowNode, RowClassRules } from 'ag-grid-community';
import { useCallback, useEffect, useMemo, useRef, useState, type MutableRefObject } from 'react';
import type { LiveViewSpec } from '../../lib/live/live-types';
import { useCoalesced, useLiveView } from '../../lib/live/use-live';
import { diffPage } from './live-page-diff';
import { patchRows } from './live-patch';
import type { FetchPage, GridColumn } from './types';
import './live-rows.css';

/** A grid that follows the live stream: the view it watches, from the query it runs. */
export interface GridLive {
  view: (query: string) => LiveViewSpec | undefined;
  /** Also run on each change (a summary beside the grid); one run in flight at a time. */
  onChange?: () => unknown;
}

interface LiveRowsSource<T> {
  fetchPage: FetchPage<T>;
  rowId?: (row: T) => string;
  rowClass?: (row: T) => string | undefined;
  columns: readonly GridColumn<T>[];
}

/** The grid's page loader: a page a live read made answers the reload it asks for (no second read). */
export type PrimePage<T> = (request: PageRequest, answer: PageAnswer<T>) => void;

const FLASH_CLASS = 'nms-live-flash';

interface Loaded {
  request: PageRequest | null;
  list: string;
  total: number;
  seen: Set<string>;
}

/**
 * Live rows of a server-paged grid: on a change of its view the current page is read again beside
 * the grid (no loading overlay): rows on screen update in place and flash, new rows are counted
 * for the 'N new - show' bar instead of moving the page, and a page whose rows only left or moved
 * reloads under the rows from that same read. One read a live window (issue 30 item 10: a storm
 * costs one page read a window, and rows are patched a few a frame, never the grid redrawn per change).
 */
export function useLiveRows<T>(
  live: GridLive | undefined,
  api: MutableRefObject<GridApi<T> | null>,
  source: LiveRowsSource<T>,
  prime: MutableRefObject<PrimePage<T> | undefined>,
) {
  const [query, setQuery] = useState<string>();
  const [fresh, setFresh] = useState(0);
  const loaded = useRef<Loaded>({ request: null, list: '', total: 0, seen: new Set() });
  const flashing = useRef(new Map<string, number>());
  const latest = useRef({ source, live });
  useEffect(() => {
    latest.current = { source, live };
  });

  /** Each page the grid itself loads: the baseline the next live read is compared with. */
  const onPage = useCallback((request: PageRequest, answer: PageAnswer<T>) => {
    const l = loaded.current;
    const list = JSON.stringify([request.query, request.sort ?? '', request.order ?? '']);
    if (list !== l.list) loaded.current = { ...l, list, seen: new Set() };
    loaded.current.request = request;
    loaded.current.total = answer.total;
    const rowId = latest.current.source.rowId;
    if (rowId) for (const row of answer.data) loaded.current.seen.add(rowId(row));
    setFresh(0);
    setQuery(request.query);
  }, []);

  const readPage = useCoalesced(async () => {
    const a = api.current;
    const { request: last, list } = loaded.current;
    const { fetchPage, rowId, columns } = latest.current.source;
    if (!a || a.isDestroyed() || !last) return;
    // Without row ids nothing can be matched: the page reloads under its rows.
    if (!rowId) return a.refreshInfiniteCache();
    const size = a.paginationGetPageSize();
    const page = a.paginationGetCurrentPage();
    const request = { ...last, offset: page * size, limit: size };
    const answer = await fetchPage(request);
    // The user moved on meanwhile (another page, query or sort): that page is read when it loads.
    if (a.isDestroyed() || a.paginationGetCurrentPage() !== page || loaded.current.list !== list) return;
    const nodes = new Map<string, IRowNode<T>>();
    a.forEachNode((n) => {
      if (n.data && n.rowIndex !== null && n.rowIndex >= request.offset && n.rowIndex < request.offset + size) nodes.set(rowId(n.data), n);
    });
    const shown = new Map([...nodes].sort(([, x], [, y]) => x.rowIndex! - y.rowIndex!).map(([id, n]) => [id, n.data as T]));
    const fields = columns.filter((c) => c.kind !== 'actions').map((c) => c.field);
    const diff = diffPage({ shown, seen: loaded.current.seen, total: loaded.current.total, firstPage: page === 0 }, answer, rowId, fields);
    setFresh(diff.fresh);
    if (diff.reordered) {
      prime.current?.(request, answer);
      return a.refreshInfiniteCache();
    }
    const changes = diff.changed.map((row) => ({ node: nodes.get(rowId(row))!, row }));
    patchRows(a, changes, { flashing: flashing.current, rowClass: latest.current.source.rowClass });
  });
  const sideEffect = useCoalesced(() => latest.current.live?.onChange?.());

  const view = live && query !== undefined ? live.view(query) : undefined;
  useLiveView(view, () => {
    readPage();
    sideEffect();
  });

  /** The bar's 'show': the list from its first page, as it is now. */
  const showFresh = () => {
    setFresh(0);
    api.current?.paginationGoToFirstPage();
    api.current?.refreshInfiniteCache();
  };

  // A rule rather than a row class: AG Grid takes a rule's class off again when the row is refreshed.
  const rowClassRules = useMemo<RowClassRules<T>>(() => ({ [FLASH_CLASS]: (p) => !!p.node.id && flashing.current.has(p.node.id) }), []);

  return { onPage, fresh, showFresh, rowClassRules: live ? rowClassRules : undefined };
}
