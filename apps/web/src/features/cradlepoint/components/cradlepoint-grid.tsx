import { Alert, useComputedColorScheme } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MESSAGES } from '../../../components/notice/messages';
import { CRADLEPOINT_EXPORT_NAME, CRADLEPOINT_PAGE_SIZE, CRADLEPOINT_PAGE_SIZES, CRADLEPOINT_SEARCH_PLACEHOLDER, type CradlepointRecord } from '@nms/contract';
import { ClientSideRowModelApiModule, ModuleRegistry, QuickFilterModule, type GetRowIdParams, type GridApi } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { gridTheme } from '../../../components/data-grid/ag-setup';
import type { ChooserColumn } from '../../../components/data-grid/column-chooser';
import classes from '../../../components/data-grid/data-grid.module.css';
import type { ExportRequest } from '../../../components/data-grid/export-popover';
import { buildExportTable, exportTable } from '../../../components/data-grid/export-rows';
import { rowsOnPage, shownColumns } from '../../../components/data-grid/grid-export';
import { GridPager, type PagerInfo } from '../../../components/data-grid/grid-pager';
import { GridToolbar } from '../../../components/data-grid/grid-toolbar';
import { cradlepointColDefs, cradlepointExportColumns, type CradlepointColumn } from './cradlepoint-columns';

// The search box and the export of every filtered row: only this screen's chunk carries them.
ModuleRegistry.registerModules([QuickFilterModule, ClientSideRowModelApiModule]);

export interface CradlepointGridProps {
  gridId: string;
  columns: CradlepointColumn[];
  /** Under the spec's three source header groups (Troubleshooting). */
  grouped?: boolean;
  rows: CradlepointRecord[] | undefined;
  loading: boolean;
  failed: boolean;
  rowId: (row: CradlepointRecord) => string;
  onRefresh: () => void;
}

const DEFAULT_COL_DEF = { suppressHeaderMenuButton: true };
const CONTAINER_STYLE = { position: 'absolute', inset: 0 } as const;

/**
 * A Cradlepoint tab's grid: the whole list in the browser, with a filter row, a header filter,
 * the 'Search ...' box, export to 'cradlepoints', the column chooser and Refresh. New answers
 * update rows in place (by id), so filters, sort and page survive the timer.
 */
export function CradlepointGrid({ gridId, columns, grouped = false, rows, loading, failed, rowId, onRefresh }: CradlepointGridProps) {
  const api = useRef<GridApi<CradlepointRecord> | null>(null);
  const [search, setSearch] = useState('');
  const [quickFilter] = useDebouncedValue(search, 300);
  const [pageSize, setPageSize] = useState(CRADLEPOINT_PAGE_SIZE);
  const [pager, setPager] = useState<PagerInfo>({ page: 0, pages: 1, total: 0 });
  const [chooser, setChooser] = useState<ChooserColumn[]>([]);
  const dark = useComputedColorScheme('light') === 'dark';
  const colDefs = useMemo(() => cradlepointColDefs(columns, grouped), [columns, grouped]);
  const exportColumns = useMemo(() => cradlepointExportColumns(columns, grouped), [columns, grouped]);
  const getRowId = useCallback((p: GetRowIdParams<CradlepointRecord>) => rowId(p.data), [rowId]);

  useEffect(() => {
    document.body.dataset.agThemeMode = dark ? 'dark' : 'light';
  }, [dark]);

  const syncPager = useCallback(() => {
    const a = api.current;
    if (a) setPager({ page: a.paginationGetCurrentPage(), pages: Math.max(1, a.paginationGetTotalPages()), total: a.paginationGetRowCount() });
  }, []);

  const syncChooser = useCallback(() => {
    const byField = new Map(columns.map((c) => [c.field, c]));
    const cols = api.current?.getColumns() ?? [];
    setChooser(cols.filter((c) => byField.has(c.getColId())).map((c) => ({ field: c.getColId(), header: byField.get(c.getColId())?.header ?? c.getColId(), visible: c.isVisible() })));
  }, [columns]);

  const onExport = async ({ dataToExport, exportType, maxRecords }: ExportRequest) => {
    const a = api.current;
    if (!a) return;
    const matched: CradlepointRecord[] = [];
    if (dataToExport === 'matchedQuery') a.forEachNodeAfterFilterAndSort((n) => void (n.data && matched.length < maxRecords && matched.push(n.data)));
    const picked = dataToExport === 'matchedQuery' ? matched : rowsOnPage(a);
    await exportTable(buildExportTable(shownColumns(a, exportColumns), picked), exportType, CRADLEPOINT_EXPORT_NAME);
  };

  const reset = () => {
    api.current?.setFilterModel(null);
    api.current?.resetColumnState();
    setSearch('');
    syncChooser();
  };

  return (
    <div className={classes.root} data-testid={`grid-${gridId}`}>
      <GridToolbar
        search={search}
        onSearch={setSearch}
        searchPlaceholder={CRADLEPOINT_SEARCH_PLACEHOLDER}
        selected={0}
        chooser={chooser}
        onToggleColumn={(field, visible) => api.current?.setColumnsVisible([field], visible)}
        onExport={onExport}
        onRefresh={onRefresh}
        onReset={reset}
      />
      {failed && (
        <Alert color="red" variant="light" py={6} mb={8} role="alert" data-testid="grid-error">
          {MESSAGES.dataLoadingError}
        </Alert>
      )}
      <div className={classes.grid}>
        <AgGridReact<CradlepointRecord>
          theme={gridTheme}
          rowData={rows}
          columnDefs={colDefs}
          defaultColDef={DEFAULT_COL_DEF}
          getRowId={getRowId}
          quickFilterText={quickFilter}
          pagination
          paginationPageSize={pageSize}
          suppressPaginationPanel
          paginationPageSizeSelector={false}
          suppressColumnVirtualisation
          suppressDragLeaveHidesColumns
          containerStyle={CONTAINER_STYLE}
          loading={loading}
          tooltipShowDelay={600}
          onGridReady={(e) => {
            api.current = e.api;
            syncChooser();
          }}
          onPaginationChanged={syncPager}
          onColumnVisible={syncChooser}
        />
      </div>
      <GridPager {...pager} pageSize={pageSize} pageSizes={CRADLEPOINT_PAGE_SIZES} onPage={(p) => api.current?.paginationGoToPage(p)} onPageSize={setPageSize} />
    </div>
  );
}
