import { useComputedColorScheme } from '@mantine/core';
import type { ColDef, GetRowIdParams, GridApi, GridReadyEvent, RowClickedEvent } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { gridTheme } from '../data-grid/ag-setup';
import { GridPager, type PagerInfo } from '../data-grid/grid-pager';
import type { ChooserColumn } from '../data-grid/column-chooser';

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
const CONTAINER_STYLE = { position: 'absolute', inset: 0 } as const;
const SINGLE_ROW = { mode: 'singleRow', checkboxes: false, enableClickSelection: true } as const;

/**
 * A grid over rows held in the browser (lists the server answers whole: the hierarchy, service
 * details), with the console's pager under it. DataGrid is the server-paged one.
 */
export function ClientGrid<T>(props: ClientGridProps<T>) {
  const { rowId, onColumnsChange, onFilterActive, onReady, onRowsUpdated, onRowClicked } = props;
  const [api, setApi] = useState<GridApi<T>>();
  const [pageSize, setPageSize] = useState(props.defaultPageSize);
  const [pager, setPager] = useState<PagerInfo>({ page: 0, pages: 1, total: 0 });
  const dark = useComputedColorScheme('light') === 'dark';

  useEffect(() => {
    document.body.dataset.agThemeMode = dark ? 'dark' : 'light';
  }, [dark]);

  const getRowId = useCallback((p: GetRowIdParams<T>) => rowId(p.data), [rowId]);

  // Read from the event's grid: rows given at mount page before onGridReady has stored the api,
  // and a pager synced from that stored api read '(0)' under listed rows.
  const syncPager = useCallback((a: GridApi<T>) => {
    setPager({ page: a.paginationGetCurrentPage(), pages: Math.max(1, a.paginationGetTotalPages()), total: a.paginationGetRowCount() });
  }, []);

  const syncColumns = useCallback(
    (a: GridApi<T>) => {
      const defs = new Map(props.columns.map((c) => [c.colId, c]));
      onColumnsChange?.(
        (a.getColumns() ?? [])
          .filter((c) => defs.get(c.getColId())?.headerName && c.getColId() !== 'actions')
          .map((c) => ({ field: c.getColId(), header: defs.get(c.getColId())?.headerName ?? c.getColId(), visible: c.isVisible() })),
      );
    },
    [props.columns, onColumnsChange],
  );

  const onGridReady = (e: GridReadyEvent<T>) => {
    setApi(e.api);
    syncPager(e.api);
    syncColumns(e.api);
    onReady?.(e.api);
  };

  const sizes = useMemo(() => props.pageSizes, [props.pageSizes]);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }} data-testid={props.testId}>
      <div style={{ position: 'relative', flex: 1, minHeight: 200 }}>
        <AgGridReact<T>
          theme={gridTheme}
          rowData={props.rows}
          columnDefs={props.columns}
          defaultColDef={DEFAULT_COL_DEF}
          getRowId={getRowId}
          rowHeight={props.rowHeight}
          rowSelection={SINGLE_ROW}
          pagination
          paginationPageSize={pageSize}
          suppressPaginationPanel
          paginationPageSizeSelector={false}
          suppressColumnVirtualisation
          suppressMultiSort
          containerStyle={CONTAINER_STYLE}
          loading={props.loading}
          tooltipShowDelay={600}
          onGridReady={onGridReady}
          onPaginationChanged={(e) => syncPager(e.api)}
          onColumnVisible={(e) => syncColumns(e.api)}
          onFilterChanged={(e) => onFilterActive?.(e.api.isColumnFilterPresent())}
          onRowDataUpdated={(e) => onRowsUpdated?.(e.api)}
          onFirstDataRendered={(e) => onRowsUpdated?.(e.api)}
          onRowClicked={(e: RowClickedEvent<T>) => e.data && onRowClicked?.(e.data)}
        />
      </div>
      <GridPager
        {...pager}
        pageSize={pageSize}
        pageSizes={sizes}
        onPage={(p) => api?.paginationGoToPage(p)}
        onPageSize={(size) => setPageSize(size)}
      />
    </div>
  );
}
