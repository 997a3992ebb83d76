import type { ColDef, GridState } from 'ag-grid-community';
import { toColDef, type ColumnOptions } from './column-defs';
import type { GridColumn } from './types';

/** What a grid remembers in local storage (spec: columns, filters, page), per grid id. */
export interface GridLayout {
  state?: Pick<GridState, 'columnOrder' | 'columnSizing' | 'columnVisibility' | 'sort' | 'filter' | 'pagination'>;
  pageSize?: number;
  search?: string;
  /** The Lucene query box's text (grids that show one). */
  lucene?: string;
}

export const layoutKey = (gridId: string): string => `nms.grid.${gridId}.layout`;

export function loadLayout(gridId: string): GridLayout {
  try {
    const raw = window.localStorage.getItem(layoutKey(gridId));
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    return parsed && typeof parsed === 'object' ? (parsed as GridLayout) : {};
  } catch {
    return {};
  }
}

export function saveLayout(gridId: string, layout: GridLayout): void {
  try {
    window.localStorage.setItem(layoutKey(gridId), JSON.stringify(layout));
  } catch {
    // storage full or disabled: the layout simply is not remembered
  }
}

export function clearLayout(gridId: string): void {
  window.localStorage.removeItem(layoutKey(gridId));
}

/** The parts of AG Grid's state worth keeping. */
export function pickState(state: GridState): GridLayout['state'] {
  const { columnOrder, columnSizing, columnVisibility, sort, filter, pagination } = state;
  // AG Grid leaves visibility out when nothing is hidden: say so, or the columns hidden by default come back.
  return { columnOrder, columnSizing, columnVisibility: { hiddenColIds: columnVisibility?.hiddenColIds ?? [] }, sort, filter, pagination };
}

/**
 * Column definitions with the remembered order, widths and visibility baked in (AG Grid's
 * initial state does not restore widths and order reliably next to explicit definitions).
 */
export function rememberedColumns<T>(columns: readonly GridColumn<T>[], state: GridLayout['state'], options: ColumnOptions = {}): ColDef<T>[] {
  const widths = new Map((state?.columnSizing?.columnSizingModel ?? []).map((s) => [s.colId, s.width]));
  const hidden = state?.columnVisibility ? new Set(state.columnVisibility.hiddenColIds) : undefined;
  const order = new Map((state?.columnOrder?.orderedColIds ?? []).map((id, i) => [id, i]));
  const defs = columns.map((c, i) => {
    const def = toColDef(c, options);
    return {
      def: { ...def, width: widths.get(c.field) ?? def.width, hide: hidden ? hidden.has(c.field) : def.hide },
      rank: c.kind === 'actions' ? -1 : (order.get(c.field) ?? order.size + i),
    };
  });
  return defs.sort((a, b) => a.rank - b.rank).map((d) => d.def);
}
