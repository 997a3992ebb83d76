import type { ColDef, GridApi, IsFullWidthRowParams, RowHeightParams, SortChangedEvent } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useMemo, type ReactNode } from 'react';
import { gridTheme } from '../../../../components/data-grid/ag-setup';
import { ExpandContext, type ExpandState } from './expand-context';
import { DetailRowCell } from './expand-cells';
import { withDetails, type ExpandRow, type SortSpec } from './expand-rows';
import { ROW_HEIGHT } from './overview-heights';

export interface ExpandGridProps<T extends object> {
  testId: string;
  /** The records in the order to show (sorted and paged by the caller). */
  rows: readonly T[] | undefined;
  columns: ColDef<ExpandRow<T>>[];
  rowId: (row: T) => string;
  expanded: ReadonlySet<string>;
  onToggle: (key: string) => void;
  /** What an expanded record shows under it, and how tall that is. */
  detail: (row: T) => ReactNode;
  detailHeight: (row: T) => number;
  onSortChange: (sort: SortSpec | undefined) => void;
  /** A nested grid's height (all its rows); without it the grid fills its box and scrolls. */
  height?: number;
  /** The top grid's least height, for a parent that does not give it one. */
  minHeight?: number;
  loading?: boolean;
  onReady?: (api: GridApi<ExpandRow<T>>) => void;
  onColumnVisible?: (api: GridApi<ExpandRow<T>>) => void;
}

/**
 * AG Grid keeps the order the caller gave: headers still show and change the sort, the caller
 * sorts (so a detail row stays under its record and paging counts records, not detail rows).
 */
const keepOrder: ColDef<ExpandRow<object>>['comparator'] = (_a, _b, na, nb, descending) => {
  const d = (na.data?._order ?? 0) - (nb.data?._order ?? 0);
  return descending ? -d : d;
};

const DEFAULT_COL_DEF: ColDef = { resizable: true, suppressHeaderMenuButton: true, comparator: keepOrder };
const getRowHeight = (r: RowHeightParams<ExpandRow<object>>) => (r.data?._detail ? r.data._height : ROW_HEIGHT);
const CONTAINER_STYLE = { position: 'absolute', inset: 0 } as const;

/**
 * A grid whose records open in place (AG Grid Community has no master/detail): an expanded
 * record is followed by a full-width row drawing `detail`.
 */
export function ExpandGrid<T extends object>(p: ExpandGridProps<T>) {
  const { rowId, expanded, onToggle, detail, detailHeight, onSortChange, onReady, onColumnVisible } = p;
  const rowData = useMemo(
    () => (p.rows ? withDetails(p.rows, rowId, expanded, detailHeight) : undefined),
    [p.rows, rowId, expanded, detailHeight],
  );
  const state = useMemo<ExpandState>(() => ({ expanded, toggle: onToggle, detail: detail as (row: unknown) => ReactNode }), [expanded, onToggle, detail]);
  const isFullWidthRow = useCallback((r: IsFullWidthRowParams<ExpandRow<T>>) => !!r.rowNode.data?._detail, []);
  const onSortChanged = (e: SortChangedEvent<ExpandRow<T>>) => {
    const col = e.api.getColumnState().find((c) => c.sort);
    onSortChange(col?.sort ? { field: col.colId, order: col.sort } : undefined);
  };
  const box = p.height === undefined ? { flex: 1, minHeight: p.minHeight ?? 200 } : { height: p.height };

  return (
    <ExpandContext.Provider value={state}>
      <div style={{ position: 'relative', ...box }} data-testid={p.testId}>
        <AgGridReact<ExpandRow<T>>
          theme={gridTheme}
          rowData={rowData}
          columnDefs={p.columns}
          defaultColDef={DEFAULT_COL_DEF as ColDef<ExpandRow<T>>}
          getRowId={(r) => r.data._key}
          getRowHeight={getRowHeight as (r: RowHeightParams<ExpandRow<T>>) => number}
          isFullWidthRow={isFullWidthRow}
          fullWidthCellRenderer={DetailRowCell}
          containerStyle={CONTAINER_STYLE}
          suppressColumnVirtualisation
          suppressMultiSort
          loading={p.loading}
          onGridReady={(e) => onReady?.(e.api)}
          onSortChanged={onSortChanged}
          onColumnVisible={(e) => onColumnVisible?.(e.api)}
        />
      </div>
    </ExpandContext.Provider>
  );
}
