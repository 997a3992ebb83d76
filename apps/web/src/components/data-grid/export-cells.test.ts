import { describe, expect, it } from 'vitest';
import { csvCell, exportCell, neutralise } from './export-cells';
import type { GridColumn } from './types';

type Row = Record<string, unknown>;
const ROW: Row = {};
const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 });

describe('export cells', () => {
  it('keeps a number column number a number, whatever its display format', () => {
    const usage: GridColumn<Row> = {
      field: 'usage',
      header: 'Usage (MB)',
      kind: 'number',
      format: (v) => (typeof v === 'number' ? money.format(v) : ''),
    };
    expect(exportCell(usage, 1146.34, ROW)).toBe(1146.34);
    expect(exportCell({ field: 'count', header: 'Count' }, 3, ROW)).toBe(3);
    expect(exportCell(usage, null, ROW)).toBe('');
  });

  it('exports dates, severities, durations and other formatted numbers as they read', () => {
    expect(exportCell({ field: 'severity', header: 'Severity', kind: 'severity' }, 1, ROW)).toBe('Critical');
    expect(exportCell({ field: 'state', header: 'State', format: (v) => `S${String(v)}` }, 2, ROW)).toBe('S2');
    expect(exportCell({ field: 'duration', header: 'Duration', kind: 'number', format: () => '2 hrs 3 mins' }, 7380, ROW)).toBe('2 hrs 3 mins');
    expect(exportCell({ field: 'impact', header: 'Impact', kind: 'number', format: (v) => `${Number(v) * 100}%` }, 0.5, ROW)).toBe('50%');
    // Text that looks like a number stays text (leading zeros, long ids).
    expect(exportCell({ field: 'id', header: 'ID' }, '007', ROW)).toBe('007');
    expect(typeof exportCell({ field: 'at', header: 'At', kind: 'date' }, 1_700_000_000_000, ROW)).toBe('string');
  });

  it.each(['=HYPERLINK("http://x","y")', '+1', '-2+3', '@SUM(A1)', '\tTAB', '\rCR'])('neutralises %j with a leading quote', (text) => {
    expect(neutralise(text)).toBe(`'${text}`);
  });

  it('leaves other text and real numbers (negative ones too) as they are', () => {
    expect(neutralise('dev-1')).toBe('dev-1');
    expect(neutralise('a=b')).toBe('a=b');
    expect(neutralise(-5)).toBe('-5');
    expect(neutralise('')).toBe('');
  });

  it('quotes after neutralising', () => {
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(1146.34)).toBe('1146.34');
  });
});
