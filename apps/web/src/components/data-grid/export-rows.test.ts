import { describe, expect, it } from 'vitest';
import { buildExportTable, toCsv, toJson, validateMaxRecords } from './export-rows';
import type { GridColumn } from './types';

type Row = { name: string; severity: number; elementName: string; count: number };

const columns: GridColumn<Row>[] = [
  { field: 'actions', header: 'Actions', kind: 'actions' },
  { field: 'severity', header: 'Severity', kind: 'severity' },
  { field: 'elementName', header: 'Device Name' },
  { field: 'count', header: 'Count', kind: 'number' },
];

describe('exports', () => {
  const rows: Row[] = [
    { name: 'a', severity: 1, elementName: 'dev, "one"', count: 3 },
    { name: 'b', severity: 5, elementName: 'dev-2', count: 1 },
  ];

  it('writes the displayed text as CSV without the actions column', () => {
    expect(toCsv(buildExportTable(columns, rows))).toBe('Severity,Device Name,Count\r\nCritical,"dev, ""one""",3\r\nNormal,dev-2,1\r\n');
  });

  it('writes the raw records of the shown fields as JSON', () => {
    expect(JSON.parse(toJson(buildExportTable(columns, rows)))).toEqual([
      { severity: 1, elementName: 'dev, "one"', count: 3 },
      { severity: 5, elementName: 'dev-2', count: 1 },
    ]);
  });

  it('validates Max # of Records (spec 001 §5)', () => {
    expect(validateMaxRecords('')).toBe('Max # of Records is required');
    expect(validateMaxRecords('1e3')).toBe('Use digits 0-9 only');
    expect(validateMaxRecords('-5')).toBe('Use digits 0-9 only');
    expect(validateMaxRecords('0')).toMatch(/between 1 and 10000/);
    expect(validateMaxRecords('10001')).toMatch(/between 1 and 10000/);
    expect(validateMaxRecords('100')).toBeUndefined();
  });
});

describe('CSV files', () => {
  const usage: GridColumn<{ name: string; usage: number }>[] = [
    { field: 'name', header: 'Name' },
    { field: 'usage', header: 'Usage (MB)', kind: 'number', format: (v) => (v as number).toLocaleString('en-US', { minimumFractionDigits: 2 }) },
  ];

  it('writes numbers as numbers and neutralises formula-like text', () => {
    const table = buildExportTable(usage, [{ name: '=cmd|calc', usage: 1146.34 }]);
    expect(table.text[0]).toEqual(['=cmd|calc', '1,146.34']);
    expect(toCsv(table)).toBe("Name,Usage (MB)\r\n'=cmd|calc,1146.34\r\n");
  });
});
