import { useDebouncedValue } from '@mantine/hooks';
import { MESSAGES } from '../../../components/notice/messages';
import {
  CRADLEPOINT_EXPORT_NAME,
  CRADLEPOINT_PAGE_SIZE,
  CRADLEPOINT_PAGE_SIZES,
  CRADLEPOINT_SEARCH_PLACEHOLDER,
  type CradlepointRecord,
} from '@nms/contract';
import { ClientSideRowModelApiModule, ModuleRegistry, QuickFilterModule, type GetRowIdParams, type GridApi } from 'ag-grid-community';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ExportRequest } from '../../../components/data-grid/export-popover';
import { buildExportTable, exportTable } from '../../../components/data-grid/export-rows';
import { rowsOnPage, shownColumns } from '../../../components/data-grid/grid-export';
import { GridShell } from '../../../components/data-grid/grid-shell';
import { GridToolbar } from '../../../components/data-grid/grid-toolbar';
import { useClientPager } from '../../../components/data-grid/use-client-pager';
import { useColumnChooser } from '../../../components/data-grid/use-column-chooser';
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

/**
 * A Cradlepoint tab's grid: the whole list in the browser, with a filter row, a header filter,
 * the 'Search ...' box, export to 'cradlepoints', the column chooser and Refresh. New answers
 * update rows in place (by id), so filters, sort and page survive the timer.
 */
export function CradlepointGrid({ gridId, columns, grouped = false, rows, loading, failed, rowId, onRefresh }: CradlepointGridProps) {
  const api = useRef<GridApi<CradlepointRecord> | null>(null);
  const [search, setSearch] = useState('');
  const [quickFilter] = useDebouncedValue(search, 300);
  const paging = useClientPager(api, CRADLEPOINT_PAGE_SIZE, CRADLEPOINT_PAGE_SIZES);
  const headerOf = useCallback((id: string) => columns.find((c) => c.field === id)?.header, [columns]);
  const chooser = useColumnChooser(api, headerOf);
  const colDefs = useMemo(() => cradlepointColDefs(columns, grouped), [columns, grouped]);
  const exportColumns = useMemo(() => cradlepointExportColumns(columns, grouped), [columns, grouped]);
  const getRowId = useCallback((p: GetRowIdParams<CradlepointRecord>) => rowId(p.data), [rowId]);

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
    chooser.sync();
  };

  return (
    <GridShell<CradlepointRecord>
      testId={`grid-${gridId}`}
      apiRef={api}
      error={failed ? MESSAGES.dataLoadingError : undefined}
      toolbar={
        <GridToolbar
          search={search}
          onSearch={setSearch}
          searchPlaceholder={CRADLEPOINT_SEARCH_PLACEHOLDER}
          selected={0}
          chooser={chooser.columns}
          onToggleColumn={chooser.toggle}
          onExport={onExport}
          onRefresh={onRefresh}
          onReset={reset}
        />
      }
      pager={paging.pager}
      grid={{
        ...paging.grid,
        rowData: rows,
        columnDefs: colDefs,
        defaultColDef: DEFAULT_COL_DEF,
        getRowId,
        quickFilterText: quickFilter,
        suppressColumnVirtualisation: true,
        suppressDragLeaveHidesColumns: true,
        loading,
        onGridReady: chooser.sync,
        onColumnVisible: chooser.sync,
      }}
    />
  );
}
