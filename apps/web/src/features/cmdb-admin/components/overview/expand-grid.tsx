import type { ColDef, GridApi, SortChangedEvent } from 'ag-grid-community';
import { useMemo, type ReactNode } from 'react';
import { detailRowOptions } from '../../../../components/data-grid/detail-rows';
import { GridShell, type GridFrame } from '../../../../components/data-grid/grid-shell';
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

/**
 * A grid whose records open in place (AG Grid Community has no master/detail): an expanded
 * record is followed by a full-width row drawing `detail`.
 */
export function ExpandGrid<T extends object>(p: ExpandGridProps<T>) {
  const { rowId, expanded, onToggle, detail, detailHeight, onSortChange, onReady, onColumnVisible } = p;
  const rowData = useMemo(() => (p.rows ? withDetails(p.rows, rowId, expanded, detailHeight) : undefined), [p.rows, rowId, expanded, detailHeight]);
  const state = useMemo<ExpandState>(
    () => ({ expanded, toggle: onToggle, detail: detail as (row: unknown) => ReactNode }),
    [expanded, onToggle, detail],
  );
  const details = useMemo(
    () =>
      detailRowOptions<ExpandRow<T>>({ isDetail: (r) => !!r?._detail, cell: DetailRowCell, heightOf: (r) => (r._detail ? r._height : ROW_HEIGHT) }),
    [],
  );
  const onSortChanged = (e: SortChangedEvent<ExpandRow<T>>) => {
    const col = e.api.getColumnState().find((c) => c.sort);
    onSortChange(col?.sort ? { field: col.colId, order: col.sort } : undefined);
  };
  const frame: GridFrame = p.height === undefined ? { fill: true, minHeight: p.minHeight ?? 200 } : { height: p.height };

  return (
    <ExpandContext.Provider value={state}>
      <GridShell<ExpandRow<T>>
        testId={p.testId}
        frame={frame}
        grid={{
          ...details,
          rowData,
          columnDefs: p.columns,
          defaultColDef: DEFAULT_COL_DEF as ColDef<ExpandRow<T>>,
          getRowId: (r) => r.data._key,
          suppressColumnVirtualisation: true,
          suppressMultiSort: true,
          loading: p.loading,
          onGridReady: (e) => onReady?.(e.api),
          onSortChanged,
          onColumnVisible: (e) => onColumnVisible?.(e.api),
        }}
      />
    </ExpandContext.Provider>
  );
}
