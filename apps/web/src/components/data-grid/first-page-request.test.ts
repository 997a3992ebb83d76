import { afterEach, describe, expect, it } from 'vitest';
import { firstPageRequest } from './first-page-request';
import { saveLayout } from './grid-layout';

const DEFAULTS = { pageSize: 25, sort: { field: 'lastNotifiedAt', order: 'desc' } } as const;

describe('firstPageRequest', () => {
  afterEach(() => window.localStorage.clear());

  it('is the default first page when nothing is remembered', () => {
    expect(firstPageRequest('g', DEFAULTS)).toEqual({ query: '*', sort: 'lastNotifiedAt', order: 'desc', offset: 0, limit: 25 });
  });

  it('follows the remembered page size, sort and page', () => {
    saveLayout('g', { pageSize: 50, state: { sort: { sortModel: [{ colId: 'severity', sort: 'asc' }] }, pagination: { page: 2, pageSize: 50 } } });
    expect(firstPageRequest('g', DEFAULTS)).toEqual({ query: '*', sort: 'severity', order: 'asc', offset: 100, limit: 50 });
  });

  it('falls back to the default sort when the remembered sort is cleared', () => {
    saveLayout('g', { state: { sort: { sortModel: [] } } });
    expect(firstPageRequest('g', DEFAULTS)).toMatchObject({ sort: 'lastNotifiedAt', order: 'desc' });
  });

  it('leaves grids with a filter, search or query text to the grid', () => {
    saveLayout('a', { search: 'x' });
    saveLayout('b', { lucene: 'severity:Critical' });
    saveLayout('c', { state: { filter: { filterModel: { severity: { filterType: 'text', type: 'equals', filter: 'Critical' } } } } });
    for (const id of ['a', 'b', 'c']) expect(firstPageRequest(id, DEFAULTS)).toBeUndefined();
  });
});
