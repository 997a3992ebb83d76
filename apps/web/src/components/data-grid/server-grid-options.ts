import type { ColDef, GridOptions, GridState, IDatasource } from 'ag-grid-community';
import { SelectPageHeader } from './select-page-header';
import type { GridColumn, SortSpec } from './types';
import { AG_PAGED } from './use-client-pager';
import type { Mount } from './use-grid-layout';

// Grid options that must keep their identity between renders (AG Grid re-applies changed ones).
const DEFAULT_COL_DEF = { suppressHeaderMenuButton: true };
const ROW_SELECTION = { mode: 'multiRow', checkboxes: true, headerCheckbox: false, enableClickSelection: false } as const;
const SELECTION_COLUMN = { headerComponent: SelectPageHeader, width: 44, minWidth: 44, resizable: false, suppressMovable: true };

/** The remembered state, with the default sort shown in the header until the user sorts otherwise. */
export function initialGridState(mount: Mount, defaultSort: SortSpec | undefined): GridState {
  return {
    ...mount.state,
    // Without it AG Grid resets every column's `hide` whenever a state is given (the sort always is).
    partialColumnState: true,
    // One sort at a time: the API takes one.
    sort: mount.state?.sort ?? (defaultSort ? { sortModel: [{ colId: defaultSort.field, sort: defaultSort.order }] } : undefined),
  };
}

/** AG Grid's options of a server-paged grid: the infinite row model, one block a page, multi-row selection. */
export function serverGridOptions<T>(p: {
  columns: readonly GridColumn<T>[];
  colDefs: ColDef<T>[];
  initialState: GridState;
  pageSize: number;
  datasource: IDatasource;
  tracksSelection: boolean;
}): GridOptions<T> {
  // Every shown column is drawn (tests and screen readers see whole rows) unless there are many.
  const shownCount = p.columns.filter((c) => !c.hidden).length;
  return {
    columnDefs: p.colDefs,
    defaultColDef: DEFAULT_COL_DEF,
    rowModelType: 'infinite',
    datasource: p.datasource,
    cacheBlockSize: p.pageSize,
    maxBlocksInCache: 4,
    // Rows known before the first answer: enough to reach the page the grid starts on (a link to
    // page 3), which AG Grid would otherwise fold back to the only page it knows of.
    infiniteInitialRowCount: ((p.initialState.pagination?.page ?? 0) + 1) * p.pageSize,
    ...AG_PAGED,
    paginationPageSize: p.pageSize,
    suppressColumnVirtualisation: shownCount <= 30,
    initialState: p.initialState,
    suppressMultiSort: true,
    suppressDragLeaveHidesColumns: true,
    rowSelection: ROW_SELECTION,
    selectionColumnDef: p.tracksSelection ? SELECTION_COLUMN : undefined,
  };
}
