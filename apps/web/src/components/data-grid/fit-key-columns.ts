import type { GridApi } from 'ag-grid-community';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { GridColumn } from './types';

/**
 * The columns that name a row (the device, the event's device) widen to their content so an
 * operator never reads half an ID: those marked `fitContent`, else the first text column.
 */
export function keyColumnIds<T>(columns: readonly GridColumn<T>[]): string[] {
  const marked = columns.filter((c) => c.fitContent !== undefined);
  if (marked.length > 0) return marked.filter((c) => c.fitContent).map((c) => c.field);
  const first = columns.find((c) => (c.kind ?? 'text') === 'text');
  return first ? [first.field] : [];
}

/** Pixels the widest cut-off content among `cells` is missing (0 when everything shows). */
export function missingWidth(cells: Iterable<Element>): number {
  let missing = 0;
  for (const cell of cells) {
    for (const e of [cell, ...cell.querySelectorAll('*')]) {
      if (e.clientWidth > 0) missing = Math.max(missing, e.scrollWidth - e.clientWidth);
    }
  }
  return missing;
}

/** Widens (never narrows) each key column whose drawn cells are cut off. */
export function fitKeyColumns<T>(api: GridApi<T>, root: HTMLElement, colIds: readonly string[]): void {
  if (api.isDestroyed()) return;
  const widths = colIds.flatMap((id) => {
    const column = api.getColumn(id);
    if (!column?.isVisible()) return [];
    const missing = missingWidth(root.querySelectorAll(`.ag-row [col-id="${CSS.escape(id)}"]`));
    return missing > 1 ? [{ key: id, newWidth: Math.ceil(column.getActualWidth() + missing + 2) }] : [];
  });
  if (widths.length > 0) api.setColumnWidths(widths, true);
}

/**
 * Fits the key columns after rows are drawn: AG Grid paints rows after its model updates and
 * React cell renderers a moment later, so it measures on the next frames and once more after.
 */
export function useFitKeyColumns<T>(columns: readonly GridColumn<T>[]) {
  const root = useRef<HTMLDivElement>(null);
  const ids = useMemo(() => keyColumnIds(columns), [columns]);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);
  const onRowsChanged = useCallback(
    (api: GridApi<T>) => {
      if (ids.length === 0) return;
      timers.current.forEach((t) => window.clearTimeout(t));
      const fit = () => root.current && fitKeyColumns(api, root.current, ids);
      timers.current = [50, 400].map((ms) => window.setTimeout(fit, ms));
    },
    [ids],
  );
  return { ref: root, onRowsChanged };
}
