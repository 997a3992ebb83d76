import type { GridColumn } from '../../../components/data-grid/types';
import { cellText } from '../../../components/data-grid/cell-text';

/**
 * The search box: rows with the text (case-blind) in any column as the grid shows it, so a
 * datacenter is found by its location's name. Blank search keeps every row.
 */
export function searchRows<T>(rows: readonly T[], columns: readonly GridColumn<T>[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) =>
    columns.some((c) =>
      cellText(c, (row as Record<string, unknown>)[c.field], row)
        .toLowerCase()
        .includes(needle),
    ),
  );
}
