import { describe, expect, it } from 'vitest';
import type { GridLayout } from './grid-layout';
import { decodeView, encodeView, withStoredLayout, type ViewContext } from './grid-url-view';
import type { GridColumn } from './types';

interface Row {
  name: string;
  model: string;
  vendor: string;
  port: number;
  seen: string;
  notes: string;
}

const columns: GridColumn<Row>[] = [
  { field: 'actions', header: 'Actions', kind: 'actions' },
  { field: 'name', header: 'Name' },
  { field: 'model', header: 'Model' },
  { field: 'vendor', header: 'Vendor' },
  { field: 'port', header: 'Port', kind: 'number' },
  { field: 'seen', header: 'Seen', kind: 'date' },
  { field: 'notes', header: 'Notes', hidden: true, sortable: false },
];
const ctx: ViewContext<Row> = { columns, pageSizes: [15, 25, 50], defaultPageSize: 15, defaultSort: { field: 'name', order: 'asc' } };

const search = (values: Record<string, string>, prefix = '') => new URLSearchParams(Object.entries(values).map(([k, v]) => [prefix + k, v]));

const roundTrip = (layout: GridLayout, prefix = '') => decodeView(search(encodeView(layout, ctx), prefix), prefix, ctx);

const full: GridLayout = {
  lucene: 'vendor:cisco AND NOT model:x*',
  search: 'core',
  pageSize: 50,
  state: {
    sort: { sortModel: [{ colId: 'vendor', sort: 'desc' }] },
    pagination: { page: 2, pageSize: 50 },
    columnVisibility: { hiddenColIds: ['model', 'vendor', 'notes'] },
    filter: {
      filterModel: {
        name: { filterType: 'text', type: 'contains', filter: 'abc' },
        port: { filterType: 'number', type: 'inRange', filter: 5, filterTo: 9 },
        seen: { filterType: 'date', type: 'greaterThan', dateFrom: '2026-03-01 00:00:00', dateTo: null },
        vendor: { filterType: 'text', type: 'blank' },
      },
    },
  },
};

describe('grid view in the address', () => {
  it('reads as the issue asks: q, sort, page, size, hide and f.<field>', () => {
    expect(encodeView(full, ctx)).toEqual({
      q: 'vendor:cisco AND NOT model:x*',
      search: 'core',
      sort: 'vendor:desc',
      page: '3',
      size: '50',
      hide: 'model,vendor',
      'f.name': 'abc',
      'f.port': 'inRange:5..9',
      'f.seen': 'greaterThan:2026-03-01 00:00:00',
      'f.vendor': 'blank:',
    });
  });

  it('round-trips a full view, under a prefix too', () => {
    for (const prefix of ['', 'ev.']) {
      const back = roundTrip(full, prefix);
      expect(back?.lucene).toBe(full.lucene);
      expect(back?.search).toBe('core');
      expect(back?.pageSize).toBe(50);
      expect(back?.state?.sort).toEqual(full.state?.sort);
      expect(back?.state?.pagination).toEqual({ page: 2, pageSize: 50 });
      expect(back?.state?.columnVisibility).toEqual({ hiddenColIds: ['model', 'vendor', 'notes'] });
      expect(back?.state?.filter).toEqual(full.state?.filter);
    }
  });

  it('leaves defaults out, and a bare address is no view (local storage decides)', () => {
    const plain: GridLayout = { state: { sort: { sortModel: [{ colId: 'name', sort: 'asc' }] }, columnVisibility: { hiddenColIds: ['notes'] } } };
    expect(encodeView(plain, ctx)).toEqual({});
    expect(decodeView(new URLSearchParams('tab=events&other=1'), '', ctx)).toBeUndefined();
  });

  it('names a column hidden by default that is shown', () => {
    const shown: GridLayout = { state: { columnVisibility: { hiddenColIds: ['port'] } } };
    expect(encodeView(shown, ctx)).toEqual({ hide: 'port', show: 'notes' });
    expect(roundTrip(shown)?.state?.columnVisibility).toEqual({ hiddenColIds: ['port'] });
  });

  it('keeps a contains text that looks like an option explicit', () => {
    const tricky: GridLayout = { state: { filter: { filterModel: { name: { filterType: 'text', type: 'contains', filter: 'equals:x' } } } } };
    expect(encodeView(tricky, ctx)['f.name']).toBe('contains:equals:x');
    expect(roundTrip(tricky)?.state?.filter).toEqual(tricky.state?.filter);
    const colon: GridLayout = { state: { filter: { filterModel: { name: { filterType: 'text', type: 'contains', filter: '10.1.1.1:80' } } } } };
    expect(encodeView(colon, ctx)['f.name']).toBe('10.1.1.1:80');
    expect(roundTrip(colon)?.state?.filter).toEqual(colon.state?.filter);
  });

  it('round-trips two conditions of a column', () => {
    const two = {
      filterType: 'text',
      operator: 'OR',
      conditions: [
        { filterType: 'text', type: 'startsWith', filter: 'a' },
        { filterType: 'text', type: 'endsWith', filter: 'z' },
      ],
    };
    const layout: GridLayout = { state: { filter: { filterModel: { name: two } } } };
    expect(roundTrip(layout)?.state?.filter).toEqual({ filterModel: { name: two } });
  });

  it('ignores bad and unknown parameters without failing', () => {
    const bad = new URLSearchParams(
      'sort=nosuch:asc&page=-2&size=7&hide=model,bogus&show=nothing&f.bogus=x&f.actions=y&f.port=greaterThan:many&f.seen=equals:yesterday&f.name=json:{oops&f.model=startsWith:',
    );
    const view = decodeView(bad, '', ctx);
    expect(view).toBeDefined();
    expect(view?.state?.sort).toBeUndefined();
    expect(view?.state?.pagination).toEqual({ page: 0, pageSize: 15 });
    expect(view?.pageSize).toBe(15);
    expect(view?.state?.columnVisibility).toEqual({ hiddenColIds: ['model', 'notes'] });
    expect(view?.state?.filter).toBeUndefined();
    expect(decodeView(new URLSearchParams('sort=notes:asc&page=2.5'), '', ctx)?.state?.sort).toBeUndefined();
    expect(decodeView(new URLSearchParams('sort=name:sideways'), '', ctx)?.state?.sort).toBeUndefined();
  });

  it('takes widths and order from storage, everything else from the address', () => {
    const view = decodeView(new URLSearchParams('page=2'), '', ctx)!;
    const stored: GridLayout = {
      lucene: 'old',
      state: {
        columnSizing: { columnSizingModel: [{ colId: 'name', width: 300 }] },
        columnOrder: { orderedColIds: ['vendor', 'name'] },
        sort: { sortModel: [{ colId: 'model', sort: 'asc' }] },
      },
    };
    const merged = withStoredLayout(view, stored);
    expect(merged.lucene).toBe('');
    expect(merged.state?.sort).toBeUndefined();
    expect(merged.state?.columnSizing).toEqual(stored.state?.columnSizing);
    expect(merged.state?.columnOrder).toEqual(stored.state?.columnOrder);
    expect(merged.state?.pagination?.page).toBe(1);
  });
});
