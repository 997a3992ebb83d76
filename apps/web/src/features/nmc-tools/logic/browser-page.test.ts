import { describe, expect, it } from 'vitest';
import { searchToLucene } from '../../../components/data-grid/lucene';
import type { GridColumn } from '../../../components/data-grid/types';
import { BROWSER_SEARCH_FIELD, browserPage, searchRows, searchTextOf, sortRows } from './browser-page';

type Row = { case_number: string; subject: string | null; hsvc_customers_affected: number | null; last_modified_date: number };
const COLUMNS: GridColumn<Row>[] = [
  { field: 'case_number', header: 'Case Number' },
  { field: 'subject', header: 'Subject' },
  { field: 'hsvc_customers_affected', header: 'Customers Affected', kind: 'number' },
  { field: 'last_modified_date', header: 'Last Modified', kind: 'date' },
];
const ROWS: Row[] = [
  { case_number: '00001009', subject: 'Beam 12 outage', hsvc_customers_affected: 40, last_modified_date: 3 },
  { case_number: '00001010', subject: 'Gateway (Denver) degraded', hsvc_customers_affected: null, last_modified_date: 1 },
  { case_number: '00000998', subject: null, hsvc_customers_affected: 7, last_modified_date: 2 },
];

describe('browser paging of one answer', () => {
  it('reads the search panel text back out of the grid query, escapes and all', () => {
    for (const text of ['beam', 'Gateway (Denver)', 'a:b*c?', "it's"]) {
      expect(searchTextOf(searchToLucene(text, [BROWSER_SEARCH_FIELD]))).toBe(text.trim());
    }
    expect(searchTextOf('*')).toBe('');
    expect(searchTextOf('')).toBe('');
  });

  it('searches the text each cell shows, ignoring case', () => {
    expect(searchRows(ROWS, COLUMNS, 'DENVER').map((r) => r.case_number)).toEqual(['00001010']);
    expect(searchRows(ROWS, COLUMNS, '40').map((r) => r.case_number)).toEqual(['00001009']);
    expect(searchRows(ROWS, COLUMNS, '  ')).toHaveLength(3);
  });

  it('sorts case numbers as numbers and puts empty values last going up', () => {
    expect(sortRows(ROWS, 'case_number', 'desc').map((r) => r.case_number)).toEqual(['00001010', '00001009', '00000998']);
    expect(sortRows(ROWS, 'hsvc_customers_affected', 'asc').map((r) => r.hsvc_customers_affected)).toEqual([7, 40, null]);
    expect(sortRows(ROWS, 'last_modified_date', 'desc').map((r) => r.last_modified_date)).toEqual([3, 2, 1]);
    expect(sortRows(ROWS, undefined, undefined)).toEqual(ROWS);
  });

  it('answers one page and the count of every match', () => {
    const request = { query: '*', sort: 'case_number', order: 'asc' as const, offset: 1, limit: 1 };
    expect(browserPage(ROWS, COLUMNS, request)).toEqual({ data: [ROWS[0]], total: 3 });
    const searched = { ...request, query: searchToLucene('outage', [BROWSER_SEARCH_FIELD]), offset: 0, limit: 25 };
    expect(browserPage(ROWS, COLUMNS, searched)).toEqual({ data: [ROWS[0]], total: 1 });
  });
});
