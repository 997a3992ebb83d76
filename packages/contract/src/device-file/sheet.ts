/**
 * A file of devices as the import reads it: the header row's titles and the data rows, each with
 * its row number in the file as a spreadsheet shows it (the header is row 1, the first data row
 * row 2). Errors name these row numbers, so an operator finds the row in the file they opened.
 */
export interface SheetRow {
  /** 1-based row number in the file (a CSV record with a quoted line break still counts once). */
  row: number;
  cells: string[];
}

export interface Sheet {
  headers: string[];
  rows: SheetRow[];
}

const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

/**
 * Header + rows from records in file order (`rowNumbers[i]` is record i's row number, default
 * i + 1). Rows with nothing in them are left out (spreadsheets end with a few); an unnamed header
 * cell is called `Column N` so it can still be mapped.
 */
export function toSheet(records: readonly string[][], rowNumbers?: readonly number[]): Sheet {
  const numbered = records.map((cells, i) => ({ row: rowNumbers?.[i] ?? i + 1, cells }));
  const first = numbered.findIndex((r) => !isBlank(r.cells));
  if (first < 0) return { headers: [], rows: [] };
  const headerCells = numbered[first].cells;
  const rows = numbered.slice(first + 1).filter((r) => !isBlank(r.cells));
  const width = Math.max(headerCells.length, ...rows.map((r) => r.cells.length));
  const headers = Array.from({ length: width }, (_, i) => headerCells[i]?.trim() || `Column ${i + 1}`);
  return { headers, rows: rows.map((r) => ({ row: r.row, cells: Array.from({ length: width }, (_, i) => r.cells[i] ?? '') })) };
}
