import { cellText, fieldValue } from './cell-text';
import { csvCell, exportCell, type ExportCell } from './export-cells';
import type { GridColumn } from './types';
import { saveBlob } from '../../lib/save-file';

export type ExportType = 'xls' | 'csv' | 'json';
export type DataToExport = 'visibleRows' | 'matchedQuery';

/** A table ready to write: the visible columns in screen order, the rows as the screen reads them. */
export interface ExportTable {
  headers: string[];
  fields: string[];
  /** What the screen reads (copy to the clipboard). */
  text: string[][];
  /** What files hold: numbers as numbers, the rest as the screen reads (see exportCell). */
  cells: ExportCell[][];
  raw: Record<string, unknown>[];
}

export function buildExportTable<T>(columns: readonly GridColumn<T>[], rows: readonly T[]): ExportTable {
  const cols = columns.filter((c) => c.kind !== 'actions');
  return {
    headers: cols.map((c) => c.header),
    fields: cols.map((c) => c.field),
    text: rows.map((r) => cols.map((c) => cellText(c, fieldValue(r, c.field), r))),
    cells: rows.map((r) => cols.map((c) => exportCell(c, fieldValue(r, c.field), r))),
    raw: rows.map((r) => Object.fromEntries(cols.map((c) => [c.field, fieldValue(r, c.field) ?? null]))),
  };
}

/** CSV (RFC 4180) with a header row of column titles; formula-like text is neutralised. */
export function toCsv(table: ExportTable): string {
  return [table.headers, ...table.cells].map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** JSON of the records: field names and the values as the API gives them (epoch ms, codes). */
export function toJson(table: ExportTable): string {
  return JSON.stringify(table.raw, null, 2);
}

export function download(content: BlobPart, fileName: string, type: string): void {
  saveBlob(new Blob([content], { type }), fileName);
}

/** Writes the table in the chosen format; the Excel writer (exceljs) loads on first use only. */
export async function exportTable(table: ExportTable, type: ExportType, fileName: string): Promise<void> {
  if (type === 'csv') return download(toCsv(table), `${fileName}.csv`, 'text/csv;charset=utf-8');
  if (type === 'json') return download(toJson(table), `${fileName}.json`, 'application/json');
  const { toXlsx } = await import('./export-xlsx');
  download(await toXlsx(table, fileName), `${fileName}.xlsx`, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
}

/** Max # of Records of the export form (spec 001 §5). */
export function validateMaxRecords(value: string): string | undefined {
  if (value.trim() === '') return 'Max # of Records is required';
  if (!/^[0-9]+$/.test(value.trim())) return 'Use digits 0-9 only';
  const n = Number(value);
  if (n < 1 || n > 10000) return 'Max # of Records must be between 1 and 10000';
  return undefined;
}
