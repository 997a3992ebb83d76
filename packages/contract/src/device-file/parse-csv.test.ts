import { describe, expect, it } from 'vitest';
import { parseCsv, sniffDelimiter } from './parse-csv';
import { toSheet } from './sheet';

describe('parseCsv (RFC 4180)', () => {
  it('reads plain records with CRLF or LF and no trailing line break', () => {
    expect(parseCsv('a,b\r\n1,2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a,b\r1,2\r')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps commas, doubled quotes and line breaks inside quotes', () => {
    expect(parseCsv('name,text\r\n"r1","a, b"\r\n"r2","say ""hi"""\r\n"r3","line 1\r\nline 2"\r\n')).toEqual([
      ['name', 'text'],
      ['r1', 'a, b'],
      ['r2', 'say "hi"'],
      ['r3', 'line 1\r\nline 2'],
    ]);
  });

  it('drops a byte order mark and keeps empty fields', () => {
    expect(parseCsv('\ufeffname,model\r\nr1,,\r\n')).toEqual([
      ['name', 'model'],
      ['r1', '', ''],
    ]);
    expect(parseCsv('a,""\n')).toEqual([['a', '']]);
  });

  it('keeps a quote inside an unquoted field as text', () => {
    expect(parseCsv('5" dish,x\n')).toEqual([['5" dish', 'x']]);
  });

  it('reads an empty file as no records', () => {
    expect(parseCsv('')).toEqual([]);
  });

  it("reads a semicolon file (Excel's CSV where the decimal mark is a comma) and a tab file by their header row", () => {
    const semicolon = '\ufeffName;Management IP;Latitude;Notes\r\nrtr-1;10.0.0.1;48,85;"a; b"\r\n';
    expect(sniffDelimiter(semicolon)).toBe(';');
    expect(parseCsv(semicolon)).toEqual([
      ['Name', 'Management IP', 'Latitude', 'Notes'],
      ['rtr-1', '10.0.0.1', '48,85', 'a; b'],
    ]);
    const tabs = 'name\tmodel\tnotes\nrtr-2\tHT2000\t"x, y; z"\n';
    expect(sniffDelimiter(tabs)).toBe('\t');
    expect(parseCsv(tabs)).toEqual([
      ['name', 'model', 'notes'],
      ['rtr-2', 'HT2000', 'x, y; z'],
    ]);
  });

  it('sniffs only outside quotes and falls back to a comma', () => {
    expect(sniffDelimiter('"a;b;c",d\n1,2\n')).toBe(',');
    expect(sniffDelimiter('name\nx;y;z\n')).toBe(',');
    expect(sniffDelimiter('a;b,c\n')).toBe(',');
    expect(sniffDelimiter('')).toBe(',');
    expect(parseCsv('a;b\n1;2', ',')).toEqual([['a;b'], ['1;2']]);
  });
});

describe('toSheet', () => {
  it('numbers rows as a spreadsheet does (header row 1), a quoted line break counting once', () => {
    const sheet = toSheet(parseCsv('name,notes\nr1,"two\nlines"\n\n,\nr2,x\n'));
    expect(sheet.headers).toEqual(['name', 'notes']);
    // The blank record (row 3) and the record of empty cells (row 4) are left out.
    expect(sheet.rows).toEqual([
      { row: 2, cells: ['r1', 'two\nlines'] },
      { row: 5, cells: ['r2', 'x'] },
    ]);
  });

  it('names unnamed header cells and pads short rows', () => {
    const sheet = toSheet([['name', ''], ['r1'], ['r2', 'a', 'b']]);
    expect(sheet.headers).toEqual(['name', 'Column 2', 'Column 3']);
    expect(sheet.rows[0]).toEqual({ row: 2, cells: ['r1', '', ''] });
  });

  it('keeps the row numbers it is given (xlsx rows) and starts at the first non-empty row', () => {
    const sheet = toSheet([[''], ['name'], ['r1']], [1, 3, 7]);
    expect(sheet.headers).toEqual(['name']);
    expect(sheet.rows).toEqual([{ row: 7, cells: ['r1'] }]);
  });
});
