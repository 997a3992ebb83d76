import { cellText } from './cell-text';
import type { GridColumn } from './types';

/** A cell of an exported file: a number stays a number, anything else is the text on screen. */
export type ExportCell = string | number;

/** A number as a screen writes it: '1146.34', '1,146.34', '-3'. */
const NUMBER_TEXT = /^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;

/**
 * A number the screen shows as a number exports as the number the API gave, not its display
 * text: '1,146.34' is text to a spreadsheet and cannot be summed. Anything that reads otherwise
 * (a date, a severity, a duration such as '2 hrs 3 mins', a percentage) exports as it reads.
 */
export function exportCell<T>(column: GridColumn<T>, value: unknown, row: T): ExportCell {
  const text = cellText(column, value, row);
  return typeof value === 'number' && Number.isFinite(value) && NUMBER_TEXT.test(text) ? value : text;
}

/** Leading characters a spreadsheet reads as the start of a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A CSV text cell a spreadsheet would run as a formula ('=HYPERLINK(...)', '+1', '-2+3', '@SUM')
 * gets a leading single quote, as OWASP advises; the spreadsheet shows it as text. Numbers are
 * written as numbers (a negative one keeps its minus).
 */
export function neutralise(cell: ExportCell): string {
  if (typeof cell === 'number') return String(cell);
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** RFC 4180 quoting: a cell with a comma, quote, line break or edge space is quoted. */
export const quoteCsv = (s: string): string => (/[",\r\n]/.test(s) || /^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/** One CSV cell: neutralised, then quoted. */
export const csvCell = (cell: ExportCell): string => quoteCsv(neutralise(cell));
