import type { GridApi } from 'ag-grid-community';
import type { GridColumn } from './types';

/** The rows of the page on screen, in screen order ('Visible Rows' of the export form). */
export function rowsOnPage<T>(api: GridApi<T>): T[] {
  const start = api.paginationGetCurrentPage() * api.paginationGetPageSize();
  const end = start + api.paginationGetPageSize();
  const nodes: { index: number; data: T }[] = [];
  api.forEachNode((n) => {
    if (n.data && n.rowIndex !== null && n.rowIndex >= start && n.rowIndex < end) nodes.push({ index: n.rowIndex, data: n.data });
  });
  return nodes.sort((x, y) => x.index - y.index).map((n) => n.data);
}

/** The columns on screen, in their screen order (hidden ones are not exported). */
export function shownColumns<T>(api: GridApi<T>, columns: readonly GridColumn<T>[]): GridColumn<T>[] {
  const byField = new Map(columns.map((c) => [c.field, c]));
  return api
    .getAllDisplayedColumns()
    .map((c) => byField.get(c.getColId()))
    .filter((c): c is GridColumn<T> => !!c);
}
