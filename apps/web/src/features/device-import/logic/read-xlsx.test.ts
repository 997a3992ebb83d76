import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readXlsx } from './read-xlsx';

/** A real workbook as Excel would save it: typed cells, a formula, rich text, a gap row. */
async function workbook(): Promise<ArrayBuffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Devices');
  sheet.addRow(['name', 'snmpPort', 'isManaged', 'discoveredFirstAt', 'description', 'latitude']);
  sheet.addRow(['R1', 161, true, new Date(Date.UTC(2026, 4, 1)), { richText: [{ text: 'main ' }, { text: 'router', font: { bold: true } }] }, 39.75]);
  sheet.addRow([]);
  sheet.addRow(['R2', { formula: '160+1', result: 161 }, false, null, 'x', -104.5]);
  wb.addWorksheet('Other').addRow(['ignored']);
  return (await wb.xlsx.writeBuffer()) as ArrayBuffer;
}

describe('readXlsx', () => {
  it('reads the first sheet as text cells with the sheet row numbers', async () => {
    const sheet = await readXlsx(await workbook());
    expect(sheet.headers).toEqual(['name', 'snmpPort', 'isManaged', 'discoveredFirstAt', 'description', 'latitude']);
    expect(sheet.rows).toEqual([
      { row: 2, cells: ['R1', '161', 'true', '2026-05-01T00:00:00.000Z', 'main router', '39.75'] },
      { row: 4, cells: ['R2', '161', 'false', '', 'x', '-104.5'] },
    ]);
  });

  it('refuses bytes that are no workbook', async () => {
    await expect(readXlsx(new TextEncoder().encode('name,model\n').buffer as ArrayBuffer)).rejects.toThrow();
  });
});
