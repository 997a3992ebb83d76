import ExcelJS from 'exceljs';
import { toSheet, type Sheet } from '@nms/contract';

/** What a cell reads as in the sheet: the shown value of a formula, plain text of rich text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  if ('hyperlink' in value) return String(value.text ?? value.hyperlink);
  if ('error' in value) return '';
  return String(value);
}

/**
 * The first worksheet of an xlsx file, cells as text (numbers as written, booleans as
 * true/false, dates as ISO text). Loaded only when a workbook is chosen: exceljs is large.
 */
export async function readXlsx(data: ArrayBuffer): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { headers: [], rows: [] };
  const records: string[][] = [];
  const numbers: number[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    // row.values is 1-based (index 0 is empty), with holes for empty cells.
    const values = row.values as ExcelJS.CellValue[];
    for (let c = 1; c < values.length; c++) cells.push(cellText(values[c]));
    records.push(cells);
    numbers.push(row.number);
  });
  return toSheet(records, numbers);
}
