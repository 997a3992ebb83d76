import { parseCsv, toSheet, type Sheet } from '@nms/contract';

export const ACCEPTED_FILES = '.csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type FileKind = 'csv' | 'xlsx';

/** CSV or xlsx by the file's extension (browsers report CSV's MIME type unreliably). */
export function fileKind(name: string): FileKind | undefined {
  const ext = name.toLowerCase().split('.').pop();
  if (ext === 'csv' || ext === 'txt') return 'csv';
  if (ext === 'xlsx') return 'xlsx';
  return undefined;
}

/** Reads a chosen file into a sheet; throws a message an operator can act on. */
export async function readDeviceFile(file: File): Promise<Sheet> {
  const kind = fileKind(file.name);
  if (!kind) throw new Error(`${file.name} is neither a CSV (.csv) nor an Excel workbook (.xlsx)`);
  const sheet = kind === 'csv' ? toSheet(parseCsv(await file.text())) : await readWorkbook(file);
  if (sheet.headers.length === 0) throw new Error(`${file.name} is empty: the first row must name the columns`);
  return sheet;
}

async function readWorkbook(file: File): Promise<Sheet> {
  const { readXlsx } = await import('./read-xlsx');
  try {
    return await readXlsx(await file.arrayBuffer());
  } catch (e) {
    throw new Error(`${file.name} could not be read as an Excel workbook (${e instanceof Error ? e.message : String(e)})`);
  }
}
