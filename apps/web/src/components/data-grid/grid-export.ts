import type { GridApi, IRowNode } from 'ag-grid-community';
import type { GridColumn } from './types';

/** The row nodes of the page on screen (any order). */
export function nodesOnPage<T>(api: GridApi<T>): IRowNode<T>[] {
  const start = api.paginationGetCurrentPage() * api.paginationGetPageSize();
  const end = start + api.paginationGetPageSize();
  const nodes: IRowNode<T>[] = [];
  api.forEachNode((n) => {
    if (n.data && n.rowIndex !== null && n.rowIndex >= start && n.rowIndex < end) nodes.push(n);
  });
  return nodes;
}

/** The rows of the page on screen, in screen order ('Visible Rows' of the export form). */
export function rowsOnPage<T>(api: GridApi<T>): T[] {
  return nodesOnPage(api)
    .sort((x, y) => (x.rowIndex ?? 0) - (y.rowIndex ?? 0))
    .map((n) => n.data as T);
}

/** The columns on screen, in their screen order (hidden ones are not exported). */
export function shownColumns<T>(api: GridApi<T>, columns: readonly GridColumn<T>[]): GridColumn<T>[] {
  const byField = new Map(columns.map((c) => [c.field, c]));
  return api
    .getAllDisplayedColumns()
    .map((c) => byField.get(c.getColId()))
    .filter((c): c is GridColumn<T> => !!c);
}
