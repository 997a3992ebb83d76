import { Alert, useComputedColorScheme } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type {
  FilterChangedEvent,
  FilterModel,
  GetRowIdParams,
  GridApi,
  GridReadyEvent,
  GridState,
  IDatasource,
  RowClassParams,
  StateUpdatedEvent,
} from 'ag-grid-community';
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
import { SelectPageHeader } from './select-page-header';
import type { ColumnKind, FetchPage, GridColumn, PageAnswer, PageRequest, SortSpec } from './types';
import { useAppliedFilter } from './use-applied-filter';
import { useFitKeyColumns } from './fit-key-columns';
import { useGridLayout } from './use-grid-layout';
import { useRowSelection } from './use-row-selection';
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
  /** The search panel's placeholder and width (default 'Search ...', 200). */
  searchPlaceholder?: string;
  searchWidth?: number;
  rowId?: (row: T) => string;
  rowClass?: (row: T) => string | undefined;
  /** Message for a failed load; default 'Data Loading Error, {cause}'. */
  loadErrorText?: (error: unknown) => string;
  toolbarStart?: ReactNode;
  /** Right after the Lucene box (e.g. its help button). */
  toolbarAfterQuery?: ReactNode;
  /** Last in the toolbar (e.g. a full-screen toggle). */
  toolbarEnd?: ReactNode;
  /** Change it to reload the current page (timers). */
  refreshSignal?: number;
  /** A Lucene query box in the toolbar, AND-ed with the filters and remembered with the layout. */
  luceneBox?: boolean;
  /** Filter-row edits wait for the toolbar's Apply Filter button. */
  applyFilterOnClick?: boolean;
  /** The column filter opens from the header too. */
  headerFilter?: boolean;
  /** Clear Selections and Clear Filters buttons. */
  clearButtons?: boolean;
  /** The query the grid runs, each time it loads (summaries beside the grid follow it). */
  onQueryChange?: (query: string) => void;
  /** The selected rows across pages (needs rowId). */
  onSelectionChange?: (rows: T[]) => void;
}

const defaultErrorText = (e: unknown) => dataLoadingError(e);

// Grid options that must keep their identity between renders (AG Grid re-applies changed ones).
const DEFAULT_COL_DEF = { suppressHeaderMenuButton: true };
const ROW_SELECTION = { mode: 'multiRow', checkboxes: true, headerCheckbox: false, enableClickSelection: false } as const;
const SELECTION_COLUMN = { headerComponent: SelectPageHeader, width: 44, minWidth: 44, resizable: false, suppressMovable: true };
const CONTAINER_STYLE = { position: 'absolute', inset: 0 } as const;

/** The shared server-paged grid: every list of the console is one of these. */
export function DataGrid<T>(props: DataGridProps<T>) {
  const { gridId, columns, pageSizes = [15, 25, 50, 100], defaultPageSize = 25, applyFilterOnClick = false } = props;
  const layout = useGridLayout(gridId, defaultPageSize);
  const { mount, pageSize, search, setSearch, lucene, setLucene, remember, changePageSize } = layout;
  const api = useRef<GridApi<T> | null>(null);
  const lastRequest = useRef<PageRequest | null>(null);
  const [debouncedSearch] = useDebouncedValue(search, 400);
  const [pager, setPager] = useState<PagerInfo>({ page: 0, pages: 1, total: 0 });
  // Whether the last answer's total is exact (AG Grid keeps only the number), for the pager text.
  const totalKind = useRef<Pick<PagerInfo, 'relation' | 'estimate'>>({});
  const [error, setError] = useState<string>();
  const [chooser, setChooser] = useState<ChooserColumn[]>([]);
  const dark = useComputedColorScheme('light') === 'dark';
  const kinds = useMemo(() => new Map<string, ColumnKind>(columns.map((c) => [c.field, c.kind ?? 'text'])), [columns]);
  const filter = useAppliedFilter(applyFilterOnClick, kinds);
  // The hook's functions are stable; the datasource must be too (a new one makes AG Grid reload).
  const { modelFor, reuse, keep, forget } = filter;
  const selection = useRowSelection(props.rowId, props.onSelectionChange);
  const { ref: fitRef, onRowsChanged: fitKeyColumns } = useFitKeyColumns(columns);

  // The datasource reads the latest props through this ref, the texts and mount through the layout's.
  const live = useRef({ props });
  useEffect(() => {
    live.current = { props };
  });
  const current = layout.live;

  useEffect(() => {
    document.body.dataset.agThemeMode = dark ? 'dark' : 'light';
  }, [dark]);

  const headerFilter = props.headerFilter;
  const colDefs = useMemo(
    () => rememberedColumns(columns, mount.state, { headerFilter, applyOnClick: applyFilterOnClick }),
    [columns, mount.state, headerFilter, applyFilterOnClick],
  );
  const defaultSort = props.defaultSort;
  // The default sort shows in the header until the user sorts otherwise (one sort at a time: the API takes one).
  const initialState = useMemo(
    () => ({
      ...mount.state,
      // Without it AG Grid resets every column's `hide` whenever a state is given (the sort always is).
      partialColumnState: true,
      sort: mount.state?.sort ?? (defaultSort ? { sortModel: [{ colId: defaultSort.field, sort: defaultSort.order }] } : undefined),
    }),
    [mount.state, defaultSort],
  );
  const searchFields = useMemo(() => props.searchFields ?? defaultSearchFields(columns), [props.searchFields, columns]);

  const datasource = useMemo<IDatasource>(
    () => ({
      getRows: (p) => {
        const { props: cur } = live.current;
        const { search: text, lucene: query, mount: m } = current.current;
        const running = modelFor(m, p.filterModel);
        const request = buildPageRequest(
          { columns: cur.columns, baseQuery: cur.baseQuery, lucene: query, search: text, searchFields, defaultSort: cur.defaultSort },
          { ...p, filterModel: running },
        );
        lastRequest.current = request;
        cur.onQueryChange?.(request.query);
        const key = JSON.stringify(request);
        const kept = reuse(key, p.filterModel, running);
        (kept ? Promise.resolve(kept as PageAnswer<T>) : cur.fetchPage(request))
          .then((answer) => {
            setError(undefined);
            keep(key, answer);
            totalKind.current = { relation: answer.totalRelation, estimate: answer.totalEstimate };
            p.successCallback(answer.data, answer.total);
          })
          .catch((e: unknown) => {
            setError(e instanceof Error && e.message === NO_TOKEN_MESSAGE ? NO_TOKEN_MESSAGE : (cur.loadErrorText ?? defaultErrorText)(e));
            p.failCallback();
          });
      },
    }),
    [searchFields, modelFor, reuse, keep, current],
  );

  /** AG Grid's state to remember; with apply-on-click, the filter that runs rather than the one typed. */
  const keptState = useCallback(
    (state: GridState) => {
      const picked = pickState(state);
      if (!applyFilterOnClick || !picked) return picked;
      const running = modelFor(current.current.mount, null) as FilterModel | null;
      return { ...picked, filter: running ? { filterModel: running } : undefined };
    },
    [applyFilterOnClick, modelFor, current],
  );

  const reload = useCallback(() => {
    api.current?.paginationGoToFirstPage();
    api.current?.purgeInfiniteCache();
  }, []);

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
    const pages = Math.max(1, total === 0 ? 1 : a.paginationGetTotalPages());
    setPager({ page: a.paginationGetCurrentPage(), pages, total, ...totalKind.current });
  }, []);

  // Search or Lucene text changes the query: back to the first page.
  const appliedTexts = useRef({ search: debouncedSearch, lucene });
  useEffect(() => {
    const before = appliedTexts.current;
    if (before.search === debouncedSearch && before.lucene === lucene) return;
    appliedTexts.current = { search: debouncedSearch, lucene };
    remember({ search: debouncedSearch, lucene });
    reload();
  }, [debouncedSearch, lucene, remember, reload]);

  const refresh = useCallback(() => {
    forget();
    api.current?.refreshInfiniteCache();
  }, [forget]);

  useEffect(() => {
    if (props.refreshSignal) refresh();
  }, [props.refreshSignal, refresh]);

  const applyFilter = () => {
    // The filter row hands a typed value to AG Grid on a 0 ms timer (see applyOnClick): apply
    // after that timer, so a click right after typing runs what the boxes show.
    window.setTimeout(() => {
      const a = api.current;
      if (!a) return;
      filter.setApplied(current.current.mount, a.getFilterModel());
      remember({ state: keptState(a.getState()) });
      reload();
    }, 0);
  };

  const clearFilters = () => {
    api.current?.setFilterModel(null);
    filter.setApplied(current.current.mount, null);
    setSearch('');
    setLucene('');
    reload();
  };

  const onFilterChanged = (e: FilterChangedEvent<T>) => {
    if (!applyFilterOnClick) return;
    // Filter-row edits wait for Apply Filter; the header filter's popup and API calls apply at once.
    if (e.afterFloatingFilter) filter.edited(current.current.mount, e.api.getFilterModel());
    else applyFilter();
  };

  const onGridReady = (e: GridReadyEvent<T>) => {
    api.current = e.api;
    syncChooser();
  };

  const onStateUpdated = (e: StateUpdatedEvent<T>) => {
    remember({ state: keptState(e.state), pageSize });
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
  const tracksSelection = !!props.onSelectionChange && !!rowId;
  // Every shown column is drawn (tests and screen readers see whole rows) unless there are many.
  const shownCount = columns.filter((c) => !c.hidden).length;

  return (
    <div className={classes.root} data-testid={`grid-${gridId}`} ref={fitRef}>
      <GridToolbar
        start={props.toolbarStart}
        lucene={props.luceneBox ? { value: lucene, onRun: setLucene } : undefined}
        afterQuery={props.toolbarAfterQuery}
        onClearSelections={props.clearButtons ? () => selection.clear(api.current) : undefined}
        applyFilter={applyFilterOnClick ? { pending: filter.pending, onApply: applyFilter } : undefined}
        onClearFilters={props.clearButtons ? clearFilters : undefined}
        search={searchFields.length > 0 ? search : undefined}
        onSearch={setSearch}
        searchPlaceholder={props.searchPlaceholder}
        searchWidth={props.searchWidth}
        selected={selection.count}
        chooser={chooser}
        onToggleColumn={(field, visible) => api.current?.setColumnsVisible([field], visible)}
        onExport={onExport}
        onRefresh={refresh}
        onReset={() => {
          selection.clear(api.current);
          layout.reset();
        }}
        end={props.toolbarEnd}
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
          suppressColumnVirtualisation={shownCount <= 30}
          containerStyle={CONTAINER_STYLE}
          initialState={initialState}
          suppressMultiSort
          suppressDragLeaveHidesColumns
          rowSelection={ROW_SELECTION}
          selectionColumnDef={tracksSelection ? SELECTION_COLUMN : undefined}
          getRowId={getRowId}
          getRowClass={getRowClass}
          tooltipShowDelay={600}
          onGridReady={onGridReady}
          onStateUpdated={onStateUpdated}
          onPaginationChanged={syncPager}
          onColumnVisible={syncChooser}
          onFilterChanged={onFilterChanged}
          onRowSelected={selection.onRowSelected}
          onModelUpdated={(e) => {
            selection.restore(e.api);
            fitKeyColumns(e.api);
          }}
        />
      </div>
      <GridPager
        {...pager}
        pageSize={pageSize}
        pageSizes={pageSizes}
        onPage={(p) => api.current?.paginationGoToPage(p)}
        onPageSize={(size) => changePageSize(size, api.current ? keptState(api.current.getState()) : undefined)}
      />
    </div>
  );
}
