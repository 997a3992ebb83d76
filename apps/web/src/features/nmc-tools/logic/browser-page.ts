import type { PageAnswer, PageRequest } from '@nms/contract';
import { cellText, fieldValue } from '../../../components/data-grid/cell-text';
import type { GridColumn } from '../../../components/data-grid/types';

/**
 * Grids that page, sort and search one answer in the browser (SF Active Notifications). The
 * shared grid turns its search panel into Lucene over `searchFields`; such a grid names one
 * pseudo field and reads the typed text back out of the request's query.
 */
export const BROWSER_SEARCH_FIELD = 'text';

/** The search panel's text of a request whose only search field is `field` ('' for none). */
export function searchTextOf(query: string, field = BROWSER_SEARCH_FIELD): string {
  const prefix = `${field}:*`;
  if (!query.startsWith(prefix) || !query.endsWith('*') || query.length < prefix.length + 1) return '';
  return query.slice(prefix.length, -1).replace(/\\(.)/g, '$1');
}

/** Rows whose cell text (as the screen reads it) contains the text, case-insensitively. */
export function searchRows<T>(rows: readonly T[], columns: readonly GridColumn<T>[], text: string): T[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) => columns.some((c) => cellText(c, fieldValue(row, c.field), row).toLowerCase().includes(needle)));
}

const isEmpty = (v: unknown): boolean => v === null || v === undefined || v === '';
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compareValues(a: unknown, b: unknown): number {
  // Empty values sort after everything in ascending order, like the server's NULLS LAST.
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) === isEmpty(b) ? 0 : isEmpty(a) ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** Rows sorted by one field (a stable sort; no field keeps the answer's order). */
export function sortRows<T>(rows: readonly T[], field: string | undefined, order: 'asc' | 'desc' | undefined): T[] {
  if (!field) return [...rows];
  const dir = order === 'desc' ? -1 : 1;
  return [...rows].sort((x, y) => dir * compareValues(fieldValue(x, field), fieldValue(y, field)));
}

/** One page of the whole answer for the grid's request: search, then sort, then slice. */
export function browserPage<T>(rows: readonly T[], columns: readonly GridColumn<T>[], request: PageRequest): PageAnswer<T> {
  const found = searchRows(rows, columns, searchTextOf(request.query));
  const sorted = sortRows(found, request.sort, request.order);
  return { data: sorted.slice(request.offset, request.offset + request.limit), total: sorted.length };
}
