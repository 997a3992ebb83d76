import { describe, expect, it } from 'vitest';
import { buildPageRequest } from './grid-query';
import type { GridColumn } from './types';

type Row = { name: string; state: number; productCategory: string };
const columns: GridColumn<Row>[] = [
  { field: 'actions', header: 'Actions', kind: 'actions' },
  { field: 'state', header: 'Status', kind: 'severity' },
  { field: 'name', header: 'Device ID' },
  { field: 'productCategory', header: 'Device Type' },
];
const page = { startRow: 30, endRow: 45, sortModel: [], filterModel: null };

describe('one Lucene query from the query box, filter row / header filter and search panel', () => {
  it('runs everything when nothing is typed', () => {
    expect(buildPageRequest({ columns, search: '', searchFields: ['name'] }, page)).toEqual({
      query: '*',
      sort: undefined,
      order: undefined,
      offset: 30,
      limit: 15,
    });
  });

  it('runs the query box alone as typed', () => {
    const r = buildPageRequest({ columns, lucene: 'productCategory:"Power Outlet Controller"', search: '', searchFields: ['name'] }, page);
    expect(r.query).toBe('productCategory:"Power Outlet Controller"');
  });

  it('ANDs the query box with the column filters and the search panel', () => {
    const r = buildPageRequest(
      { columns, lucene: 'nocid:NNOC OR nocid:OVRC', search: 'bay', searchFields: ['name', 'productCategory'] },
      {
        ...page,
        sortModel: [{ colId: 'name', sort: 'desc' }],
        filterModel: {
          productCategory: { filterType: 'text', type: 'contains', filter: 'Router' },
          state: { filterType: 'text', type: 'equals', filter: 'critical' },
        },
      },
    );
    expect(r.query).toBe('(nocid:NNOC OR nocid:OVRC) AND (productCategory:*Router* AND state:1) AND (name:*bay* OR productCategory:*bay*)');
    expect(r).toMatchObject({ sort: 'name', order: 'desc' });
  });

  it('keeps a base query first and a parenthesised query box as it is', () => {
    const r = buildPageRequest({ columns, baseQuery: 'discovered:true', lucene: '(state:1 OR state:2)', search: '', searchFields: [] }, page);
    expect(r.query).toBe('discovered:true AND (state:1 OR state:2)');
  });
});
