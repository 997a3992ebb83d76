import type { GridOptions, IsFullWidthRowParams, RowHeightParams } from 'ag-grid-community';

/** How a grid tells its detail rows: which rows are one, what they draw and how tall they are. */
export interface DetailRows<R> {
  isDetail: (row: R | undefined) => boolean;
  /** Draws a detail row (a React component given AG Grid's cell renderer params). */
  cell: GridOptions<R>['fullWidthCellRenderer'];
  /** A row's height (a detail row's, or a record's); undefined keeps the theme's row height. */
  heightOf: (row: R) => number | undefined;
}

/**
 * The detail-rows row source's options (AG Grid Community has no master/detail): the rows given
 * hold each open record followed by its detail row, drawn full width under it.
 */
export function detailRowOptions<R>({ isDetail, cell, heightOf }: DetailRows<R>): GridOptions<R> {
  return {
    isFullWidthRow: (r: IsFullWidthRowParams<R>) => isDetail(r.rowNode.data),
    fullWidthCellRenderer: cell,
    getRowHeight: (r: RowHeightParams<R>) => (r.data ? heightOf(r.data) : undefined),
  };
}
