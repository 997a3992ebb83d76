import type { ColDef, GetRowIdParams, GridApi, GridReadyEvent, RowClickedEvent } from 'ag-grid-community';
import { useCallback, useRef } from 'react';
import type { ChooserColumn } from '../data-grid/column-chooser';
import { GridShell } from '../data-grid/grid-shell';
import { chooserColumns } from '../data-grid/use-column-chooser';
import { useClientPager } from '../data-grid/use-client-pager';

export interface ClientGridProps<T> {
  testId: string;
  rows: T[] | undefined;
  columns: ColDef<T>[];
  rowId: (row: T) => string;
  pageSizes: readonly number[];
  defaultPageSize: number;
  rowHeight?: number;
  onReady?: (api: GridApi<T>) => void;
  onRowClicked?: (row: T) => void;
  /** The grid's columns for a column chooser, each time one is shown or hidden. */
  onColumnsChange?: (columns: ChooserColumn[]) => void;
  /** A column filter was set or cleared (the tree shows every row while one is on). */
  onFilterActive?: (active: boolean) => void;
  /** After rows were (re)placed: selection and paging may follow. */
  onRowsUpdated?: (api: GridApi<T>) => void;
  loading?: boolean;
}

const DEFAULT_COL_DEF: ColDef = { resizable: true, suppressHeaderMenuButton: true };
const SINGLE_ROW = { mode: 'singleRow', checkboxes: false, enableClickSelection: true } as const;
const FRAME = { fill: true, minHeight: 200 } as const;

/**
 * The client-side row source: rows held in the browser (lists the server answers whole: the
 * hierarchy, service details) in the grid shell, with the console's pager. DataGrid is the
 * server-paged one.
 */
export function ClientGrid<T>(props: ClientGridProps<T>) {
  const { rowId, onColumnsChange, onFilterActive, onReady, onRowsUpdated, onRowClicked, columns } = props;
  const api = useRef<GridApi<T> | null>(null);
  const paging = useClientPager(api, props.defaultPageSize, props.pageSizes);
  const getRowId = useCallback((p: GetRowIdParams<T>) => rowId(p.data), [rowId]);

  const syncColumns = useCallback(
    (a: GridApi<T>) => {
      const defs = new Map(columns.map((c) => [c.colId, c]));
      onColumnsChange?.(chooserColumns(a, (id) => (id === 'actions' ? undefined : defs.get(id)?.headerName || undefined)));
    },
    [columns, onColumnsChange],
  );

  const onGridReady = (e: GridReadyEvent<T>) => {
    paging.sync(e.api);
    syncColumns(e.api);
    onReady?.(e.api);
  };

  return (
    <GridShell<T>
      testId={props.testId}
      frame={FRAME}
      apiRef={api}
      pager={paging.pager}
      grid={{
        ...paging.grid,
        rowData: props.rows,
        columnDefs: columns,
        defaultColDef: DEFAULT_COL_DEF,
        getRowId,
        rowHeight: props.rowHeight,
        rowSelection: SINGLE_ROW,
        suppressColumnVirtualisation: true,
        suppressMultiSort: true,
        loading: props.loading,
        onGridReady,
        onColumnVisible: (e) => syncColumns(e.api),
        onFilterChanged: (e) => onFilterActive?.(e.api.isColumnFilterPresent()),
        onRowDataUpdated: (e) => onRowsUpdated?.(e.api),
        onFirstDataRendered: (e) => onRowsUpdated?.(e.api),
        onRowClicked: (e: RowClickedEvent<T>) => e.data && onRowClicked?.(e.data),
      }}
    />
  );
}
