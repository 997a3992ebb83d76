import type { GetRowIdParams, GridApi, PaginationChangedEvent, RowClassParams } from 'ag-grid-community';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { buildExportTable, exportTable } from './export-rows';
import type { ExportRequest } from './export-popover';
import { rowsOnPage, shownColumns } from './grid-export';
import { rememberedColumns } from './grid-layout';
import type { PagerInfo } from './grid-pager';
import { defaultSearchFields } from './grid-query';
import { GridShell } from './grid-shell';
import { GridToolbar } from './grid-toolbar';
import { GridViewsSlot } from './grid-views-slot';
import { initialGridState, serverGridOptions } from './server-grid-options';
import type { ColumnKind } from './types';
import { FIRST_PAGE } from './use-client-pager';
import { useColumnChooser } from './use-column-chooser';
import { useFilterApply } from './use-filter-apply';
import { useFitKeyColumns } from './fit-key-columns';
import { densityPageSize, useGridDensity } from './grid-density';
import { useDensityPageSize } from './use-density-page-size';
import { useGridUrlLayout } from './use-grid-url-state';
import { LiveRowsBar } from './live-rows-bar';
import { useLiveRows, type GridLive, type PrimePage } from './use-live-rows';
import { useRowSelection } from './use-row-selection';
import { useServerRows, type ServerSource } from './use-server-rows';
import './severity-rows.css';

/** What the toolbar offers around the shell's own buttons. */
export interface ToolbarParts {
  toolbarStart?: ReactNode;
  /** Right after the Lucene box (e.g. its help button). */
  toolbarAfterQuery?: ReactNode;
  /** Last in the toolbar (e.g. a full-screen toggle), after the app's Views menu (GridViewsSlot). */
  toolbarEnd?: ReactNode;
  /** A Lucene query box in the toolbar, AND-ed with the filters and remembered with the layout. */
  luceneBox?: boolean;
  /** Clear Selections and Clear Filters buttons. */
  clearButtons?: boolean;
  /** The search panel's fields (default: the text columns), placeholder and width. */
  searchFields?: string[];
  searchPlaceholder?: string;
  searchWidth?: number;
}

export interface DataGridProps<T> extends ServerSource<T>, ToolbarParts {
  /** Names the grid's remembered layout in local storage. */
  gridId: string;
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  exportFileName: string;
  rowId?: (row: T) => string;
  rowClass?: (row: T) => string | undefined;
  /** Change it to reload the current page (timers). */
  refreshSignal?: number;
  /** Filter-row edits wait for the toolbar's Apply Filter button. */
  applyFilterOnClick?: boolean;
  /** The column filter opens from the header too. */
  headerFilter?: boolean;
  /** The selected rows across pages (needs rowId). */
  onSelectionChange?: (rows: T[]) => void;
  /** Follows the live stream (issue 20): the view the grid watches; rows update in place. */
  live?: GridLive;
}

/** The server-paged grid: the grid shell over a server row source; every list of the console. */
export function DataGrid<T>(props: DataGridProps<T>) {
  const { gridId, columns, pageSizes = [15, 25, 50, 100], defaultPageSize = 25, applyFilterOnClick = false, headerFilter } = props;
  const [density] = useGridDensity();
  const layout = useGridUrlLayout(
    gridId,
    { columns, pageSizes, defaultPageSize, defaultSort: props.defaultSort },
    densityPageSize(density, defaultPageSize, pageSizes),
  );
  const { mount, pageSize, search, setSearch, lucene, setLucene, remember, rememberTexts, changePageSize } = layout;
  const api = useRef<GridApi<T> | null>(null);
  const debouncedSearch = layout.appliedSearch;
  // The pager belongs to one grid instance: a view from the address (Back, a link) re-creates the
  // grid, and until the new one answers the pager says its page is loading, not the old count.
  const [pager, setPager] = useState<{ key: number; info: PagerInfo }>({ key: -1, info: FIRST_PAGE });
  const page = pager.key === mount.key ? pager.info : { ...FIRST_PAGE, page: mount.state?.pagination?.page ?? 0 };
  const kinds = useMemo(() => new Map<string, ColumnKind>(columns.map((c) => [c.field, c.kind ?? 'text'])), [columns]);
  const reload = useCallback(() => {
    api.current?.paginationGoToFirstPage();
    api.current?.purgeInfiniteCache();
  }, []);
  const filter = useFilterApply(api, layout, { applyOnClick: applyFilterOnClick, kinds, reload });
  // The state of the grid on screen, to carry into a re-created one (none while it is being replaced).
  const shownState = () => {
    const a = api.current;
    return a && !a.isDestroyed() ? filter.keptState(a.getState()) : undefined;
  };
  useDensityPageSize(density, { pageSize, defaultPageSize, pageSizes }, (size) => changePageSize(size, shownState()));
  const searchFields = useMemo(() => props.searchFields ?? defaultSearchFields(columns), [props.searchFields, columns]);
  const primePage = useRef<PrimePage<T>>(undefined);
  const liveRows = useLiveRows(props.live, api, props, primePage);
  const rows = useServerRows(props, {
    gridId,
    searchFields,
    kinds,
    live: layout.live,
    modelFor: filter.modelFor,
    applyOnClick: applyFilterOnClick,
    onPage: props.live ? liveRows.onPage : undefined,
  });
  useEffect(() => {
    primePage.current = rows.prime;
  });
  const selection = useRowSelection(props.rowId, props.onSelectionChange);
  const { ref: fitRef, onRowsChanged: fitKeyColumns } = useFitKeyColumns(columns);
  const headerOf = useCallback((id: string) => columns.find((c) => c.field === id && c.kind !== 'actions')?.header, [columns]);
  const chooser = useColumnChooser(api, headerOf);

  // Search or Lucene text changes the query: back to the first page (a restored view runs as it is).
  const appliedTexts = layout.textsRan;
  useEffect(() => {
    const before = appliedTexts.current;
    if (before.search === debouncedSearch && before.lucene === lucene) return;
    rememberTexts({ search: debouncedSearch, lucene });
    reload();
  }, [appliedTexts, debouncedSearch, lucene, rememberTexts, reload]);

  const { forget } = rows;
  const refresh = useCallback(() => {
    forget();
    api.current?.refreshInfiniteCache();
  }, [forget]);
  useEffect(() => {
    if (props.refreshSignal) refresh();
  }, [props.refreshSignal, refresh]);

  // Read from the event's grid: the first page can report before onGridReady has stored the api
  // (a pager synced from that read '(0)' under rows). Until an answer gives the count, it loads.
  const mountKey = mount.key;
  const syncPager = useCallback(
    (e: PaginationChangedEvent<T>) => {
      const a = e.api;
      const known = a.paginationIsLastPageFound();
      const total = known ? a.paginationGetRowCount() : 0;
      const pages = Math.max(1, total === 0 ? 1 : a.paginationGetTotalPages());
      setPager({ key: mountKey, info: { page: a.paginationGetCurrentPage(), pages, total, loading: !known } });
    },
    [mountKey],
  );

  const onExport = async ({ dataToExport, exportType, maxRecords }: ExportRequest) => {
    const a = api.current;
    if (!a) return;
    const matched = dataToExport === 'matchedQuery' ? await rows.matchedRows(maxRecords) : undefined;
    await exportTable(buildExportTable(shownColumns(a, columns), matched ?? rowsOnPage(a)), exportType, props.exportFileName);
  };

  const { rowClass, rowId } = props;
  const getRowClass = useMemo(() => (rowClass ? (p: RowClassParams<T>) => (p.data ? rowClass(p.data) : undefined) : undefined), [rowClass]);
  const getRowId = useMemo(() => (rowId ? (p: GetRowIdParams<T>) => rowId(p.data) : undefined), [rowId]);
  const colDefs = useMemo(
    () => rememberedColumns(columns, mount.state, { headerFilter, applyOnClick: applyFilterOnClick }),
    [columns, mount.state, headerFilter, applyFilterOnClick],
  );
  const defaultSort = props.defaultSort;
  const initialState = useMemo(() => initialGridState(mount, defaultSort), [mount, defaultSort]);
  const grid = serverGridOptions<T>({
    columns,
    colDefs,
    initialState,
    pageSize,
    datasource: rows.datasource,
    tracksSelection: !!props.onSelectionChange && !!rowId,
  });

  return (
    <GridShell<T>
      testId={`grid-${gridId}`}
      gridKey={mount.key}
      rootRef={fitRef}
      apiRef={api}
      error={rows.error}
      // New rows of the list shown before a failed query are not news: no bar under the error.
      notice={rows.error ? undefined : <LiveRowsBar count={liveRows.fresh} onShow={liveRows.showFresh} />}
      toolbar={
        <GridToolbar
          start={props.toolbarStart}
          lucene={props.luceneBox ? { value: lucene, onRun: setLucene } : undefined}
          afterQuery={props.toolbarAfterQuery}
          onClearSelections={props.clearButtons ? () => selection.clear(api.current) : undefined}
          applyFilter={applyFilterOnClick ? { pending: filter.pending, onApply: filter.apply } : undefined}
          onClearFilters={props.clearButtons ? filter.clear : undefined}
          search={searchFields.length > 0 ? search : undefined}
          onSearch={setSearch}
          searchPlaceholder={props.searchPlaceholder}
          searchWidth={props.searchWidth}
          selected={selection.count}
          chooser={chooser.columns}
          onToggleColumn={chooser.toggle}
          onExport={onExport}
          onRefresh={refresh}
          onReset={() => {
            selection.clear(api.current);
            layout.reset();
          }}
          end={
            <>
              <GridViewsSlot />
              {props.toolbarEnd}
            </>
          }
        />
      }
      grid={{
        ...grid,
        getRowId,
        getRowClass,
        rowClassRules: liveRows.rowClassRules,
        onGridReady: chooser.sync,
        onStateUpdated: (e) => remember({ state: filter.keptState(e.state), pageSize }),
        onPaginationChanged: syncPager,
        onColumnVisible: chooser.sync,
        onFilterChanged: filter.onFilterChanged,
        onRowSelected: selection.onRowSelected,
        onModelUpdated: (e) => {
          selection.restore(e.api);
          fitKeyColumns(e.api);
        },
      }}
      pager={{
        ...page,
        ...rows.totalKind,
        pageSize,
        pageSizes,
        onPage: (p) => api.current?.paginationGoToPage(p),
        onPageSize: (size) => changePageSize(size, shownState()),
      }}
    />
  );
}
