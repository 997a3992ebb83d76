import ExcelJS from 'exceljs';
import type { ExportTable } from './export-rows';

/** An Excel workbook of the export cells (AG Grid Community has no Excel export). */
export async function toXlsx(table: ExportTable, sheetName: string): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'NMS Tools';
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31) || 'Export');
  sheet.addRow(table.headers).font = { bold: true };
  // Number cells are numeric in the sheet (they sum and sort as numbers).
  for (const line of table.cells) sheet.addRow(line);
  sheet.columns.forEach((col, i) => {
    const longest = Math.max(table.headers[i]?.length ?? 8, ...table.text.slice(0, 200).map((l) => l[i]?.length ?? 0));
    col.width = Math.min(Math.max(longest + 2, 8), 60);
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}
