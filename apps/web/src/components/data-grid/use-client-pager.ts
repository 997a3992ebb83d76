import type { GridApi, PaginationChangedEvent } from 'ag-grid-community';
import { useCallback, useState, type MutableRefObject } from 'react';
import type { GridPagerProps, PagerInfo } from './grid-pager';

/** AG Grid pages, the console's pager shows it (AG Grid's own panel is hidden). */
export const AG_PAGED = { pagination: true, suppressPaginationPanel: true, paginationPageSizeSelector: false } as const;

/** Before the grid reports its rows: nothing is known yet (the pager reads loading, not '(0)'). */
export const FIRST_PAGE: PagerInfo = { page: 0, pages: 1, total: 0, loading: true };

/** The page AG Grid shows of the rows it holds (client-side row sources). */
export const clientPage = <T>(a: GridApi<T>): PagerInfo => ({
  page: a.paginationGetCurrentPage(),
  pages: Math.max(1, a.paginationGetTotalPages()),
  total: a.paginationGetRowCount(),
});

/** Paging of rows held in the browser: AG Grid's pagination options and the pager's props. */
export function useClientPager<T>(apiRef: MutableRefObject<GridApi<T> | null>, defaultPageSize: number, pageSizes: readonly number[]) {
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const [info, setInfo] = useState<PagerInfo>(FIRST_PAGE);
  // Read from the event's grid: rows given at mount page before onGridReady has stored the api,
  // and a pager synced from that stored api read '(0)' under listed rows.
  const sync = useCallback((a: GridApi<T>) => setInfo(clientPage(a)), []);
  const onPaginationChanged = useCallback((e: PaginationChangedEvent<T>) => sync(e.api), [sync]);
  const pager: GridPagerProps = {
    ...info,
    pageSize,
    pageSizes,
    onPage: (p) => apiRef.current?.paginationGoToPage(p),
    onPageSize: setPageSize,
  };
  return { grid: { ...AG_PAGED, paginationPageSize: pageSize, onPaginationChanged }, pager, sync };
}
