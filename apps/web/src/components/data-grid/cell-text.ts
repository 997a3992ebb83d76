import { displayValue } from '../formatters/display-value';
import { formatDate } from '../formatters/format-date';
import { severityLabel } from '../formatters/severity';
import type { GridColumn } from './types';

/** What a cell reads; exports of visible rows write the same text. */
export function cellText<T>(column: GridColumn<T>, value: unknown, row: T): string {
  if (column.format) return column.format(value, row);
  switch (column.kind) {
    case 'date':
      return formatDate(value, column.emptyDate);
    case 'severity':
      return severityLabel(value);
    case 'actions':
      return '';
    default:
      if (value === null || value === undefined) return '';
      if (typeof value === 'boolean' || Array.isArray(value)) return displayValue(value);
      return String(value);
  }
}

export function fieldValue(row: unknown, field: string): unknown {
  return row && typeof row === 'object' ? (row as Record<string, unknown>)[field] : undefined;
}
