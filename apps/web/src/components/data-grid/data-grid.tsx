import { Alert, useComputedColorScheme } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { GetRowIdParams, GridApi, GridReadyEvent, IDatasource, RowClassParams, StateUpdatedEvent } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { NO_TOKEN_MESSAGE } from '../../lib/api-client';
import { dataLoadingError } from '../notice/messages';
import { gridTheme } from './ag-setup';
import classes from './data-grid.module.css';
import { buildExportTable, exportTable } from './export-rows';
import { rowsOnPage, shownColumns } from './grid-export';
import type { ExportRequest } from './export-popover';
import type { ChooserColumn } from './column-chooser';
import { pickState, rememberedColumns } from './grid-layout';
import { GridPager, type PagerInfo } from './grid-pager';
import { buildPageRequest, defaultSearchFields } from './grid-query';
import { GridToolbar } from './grid-toolbar';
import type { FetchPage, GridColumn, PageRequest, SortSpec } from './types';
import { useGridLayout } from './use-grid-layout';
import './severity-rows.css';

export interface DataGridProps<T> {
  /** Names the grid's remembered layout in local storage. */
  gridId: string;
  columns: GridColumn<T>[];
  fetchPage: FetchPage<T>;
  /** Always AND-ed with the user's filters (e.g. the default events query). */
  baseQuery?: string;
  defaultSort?: SortSpec;
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  exportFileName: string;
  searchFields?: string[];
  rowId?: (row: T) => string;
  rowClass?: (row: T) => string | undefined;
  /** Message for a failed load; default 'Data Loading Error, {cause}'. */
  loadErrorText?: (error: unknown) => string;
  toolbarStart?: ReactNode;
  /** Change it to reload the current page (timers). */
  refreshSignal?: number;
}

const defaultErrorText = (e: unknown) => dataLoadingError(e);

// Grid options that must keep their identity between renders (AG Grid re-applies changed ones).
const DEFAULT_COL_DEF = { suppressHeaderMenuButton: true };
const ROW_SELECTION = { mode: 'multiRow', checkboxes: true, headerCheckbox: false, enableClickSelection: false } as const;
const CONTAINER_STYLE = { position: 'absolute', inset: 0 } as const;

/** The shared server-paged grid: every list of the console is one of these. */
export function DataGrid<T>(props: DataGridProps<T>) {
  const { gridId, columns, pageSizes = [15, 25, 50, 100], defaultPageSize = 25 } = props;
  const { mount, pageSize, search, setSearch, remember, changePageSize, reset } = useGridLayout(gridId, defaultPageSize);
  const api = useRef<GridApi<T> | null>(null);
  const lastRequest = useRef<PageRequest | null>(null);
  const [debouncedSearch] = useDebouncedValue(search, 400);
  const [pager, setPager] = useState<PagerInfo>({ page: 0, pages: 1, total: 0 });
  const [error, setError] = useState<string>();
  const [chooser, setChooser] = useState<ChooserColumn[]>([]);
  const [selected, setSelected] = useState(0);
  const dark = useComputedColorScheme('light') === 'dark';

  // The datasource reads the latest props and search text through this ref; the debounced text
  // decides when to reload.
  const live = useRef({ props, search });
  useEffect(() => {
    live.current = { props, search };
  });

  useEffect(() => {
    document.body.dataset.agThemeMode = dark ? 'dark' : 'light';
  }, [dark]);

  const colDefs = useMemo(() => rememberedColumns(columns, mount.state), [columns, mount.state]);
  const defaultSort = props.defaultSort;
  // The default sort shows in the header until the user sorts otherwise (one sort at a time: the API takes one).
  const initialState = useMemo(
    () => ({
      ...mount.state,
      sort: mount.state?.sort ?? (defaultSort ? { sortModel: [{ colId: defaultSort.field, sort: defaultSort.order }] } : undefined),
    }),
    [mount.state, defaultSort],
  );
  const searchFields = useMemo(() => props.searchFields ?? defaultSearchFields(columns), [props.searchFields, columns]);

  const datasource = useMemo<IDatasource>(
    () => ({
      getRows: (p) => {
        const { props: cur, search: text } = live.current;
        const request = buildPageRequest(
          { columns: cur.columns, baseQuery: cur.baseQuery, search: text, searchFields, defaultSort: cur.defaultSort },
          p,
        );
        lastRequest.current = request;
        cur
          .fetchPage(request)
          .then((answer) => {
            setError(undefined);
            p.successCallback(answer.data, answer.total);
          })
          .catch((e: unknown) => {
            setError(e instanceof Error && e.message === NO_TOKEN_MESSAGE ? NO_TOKEN_MESSAGE : (cur.loadErrorText ?? defaultErrorText)(e));
            p.failCallback();
          });
      },
    }),
    [searchFields],
  );

  const syncChooser = useCallback(() => {
    const cols = api.current?.getColumns() ?? [];
    const known = new Map(columns.map((c) => [c.field, c]));
    setChooser(
      cols
        .filter((c) => known.has(c.getColId()) && known.get(c.getColId())?.kind !== 'actions')
        .map((c) => ({ field: c.getColId(), header: known.get(c.getColId())?.header ?? c.getColId(), visible: c.isVisible() })),
    );
  }, [columns]);

  const syncPager = useCallback(() => {
    const a = api.current;
    if (!a) return;
    const total = a.paginationIsLastPageFound() ? a.paginationGetRowCount() : 0;
    setPager({ page: a.paginationGetCurrentPage(), pages: Math.max(1, total === 0 ? 1 : a.paginationGetTotalPages()), total });
  }, []);

  // Search text changes the query: back to the first page.
  const appliedSearch = useRef(debouncedSearch);
  useEffect(() => {
    if (appliedSearch.current === debouncedSearch) return;
    appliedSearch.current = debouncedSearch;
    remember({ search: debouncedSearch });
    api.current?.paginationGoToFirstPage();
    api.current?.purgeInfiniteCache();
  }, [debouncedSearch, remember]);

  useEffect(() => {
    if (props.refreshSignal) api.current?.refreshInfiniteCache();
  }, [props.refreshSignal]);

  const onGridReady = (e: GridReadyEvent<T>) => {
    api.current = e.api;
    syncChooser();
  };

  const onStateUpdated = (e: StateUpdatedEvent<T>) => {
    remember({ state: pickState(e.state), pageSize });
  };

  const onExport = async ({ dataToExport, exportType, maxRecords }: ExportRequest) => {
    const a = api.current;
    if (!a) return;
    const rows =
      dataToExport === 'matchedQuery' && lastRequest.current
        ? (await props.fetchPage({ ...lastRequest.current, offset: 0, limit: maxRecords })).data
        : rowsOnPage(a);
    await exportTable(buildExportTable(shownColumns(a, columns), rows), exportType, props.exportFileName);
  };

  const { rowClass, rowId } = props;
  const getRowClass = useMemo(
    () => (rowClass ? (p: RowClassParams<T>) => (p.data ? rowClass(p.data) : undefined) : undefined),
    [rowClass],
  );
  const getRowId = useMemo(() => (rowId ? (p: GetRowIdParams<T>) => rowId(p.data) : undefined), [rowId]);

  return (
    <div className={classes.root} data-testid={`grid-${gridId}`}>
      <GridToolbar
        start={props.toolbarStart}
        search={search}
        onSearch={setSearch}
        selected={selected}
        chooser={chooser}
        onToggleColumn={(field, visible) => api.current?.setColumnsVisible([field], visible)}
        onExport={onExport}
        onRefresh={() => api.current?.refreshInfiniteCache()}
        onReset={reset}
      />
      {error && (
        <Alert color="red" variant="light" py={6} mb={8} role="alert" data-testid="grid-error">
          {error}
        </Alert>
      )}
      <div className={classes.grid}>
        <AgGridReact<T>
          key={mount.key}
          theme={gridTheme}
          columnDefs={colDefs}
          defaultColDef={DEFAULT_COL_DEF}
          rowModelType="infinite"
          datasource={datasource}
          cacheBlockSize={pageSize}
          maxBlocksInCache={4}
          pagination
          paginationPageSize={pageSize}
          suppressPaginationPanel
          paginationPageSizeSelector={false}
          suppressColumnVirtualisation={columns.length <= 30}
          containerStyle={CONTAINER_STYLE}
          initialState={initialState}
          suppressMultiSort
          suppressDragLeaveHidesColumns
          rowSelection={ROW_SELECTION}
          getRowId={getRowId}
          getRowClass={getRowClass}
          tooltipShowDelay={600}
          onGridReady={onGridReady}
          onStateUpdated={onStateUpdated}
          onPaginationChanged={syncPager}
          onColumnVisible={syncChooser}
          onSelectionChanged={(e) => setSelected(e.api.getSelectedNodes().length)}
        />
      </div>
      <GridPager
        {...pager}
        pageSize={pageSize}
        pageSizes={pageSizes}
        onPage={(p) => api.current?.paginationGoToPage(p)}
        onPageSize={(size) => changePageSize(size, api.current ? pickState(api.current.getState()) : undefined)}
      />
    </div>
  );
}
