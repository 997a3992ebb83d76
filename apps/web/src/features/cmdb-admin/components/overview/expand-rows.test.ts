import { describe, expect, it } from 'vitest';
import { pageOf, searchRows, sortRows, withDetails } from './expand-rows';

const rows = [
  { id: 1, name: 'Denver', zip: null },
  { id: 2, name: 'atlanta', zip: '30301' },
  { id: 3, name: 'Boise 10', zip: '83701' },
  { id: 4, name: 'Boise 9', zip: '' },
];
const value = (r: (typeof rows)[number], f: string) => r[f as keyof typeof r];

describe('expandable grid rows', () => {
  it('puts a detail row right under each expanded record', () => {
    const out = withDetails(
      rows.slice(0, 3),
      (r) => String(r.id),
      new Set(['2']),
      (r) => 100 + r.id,
    );
    expect(out.map((r) => [r._key, r._order, r._detail, r._height])).toEqual([
      ['1', 0, false, 0],
      ['2', 1, false, 0],
      ['detail:2:102', 2, true, 102],
      ['3', 3, false, 0],
    ]);
    expect(out[2].name).toBe('atlanta');
  });

  it('sorts case-insensitively, numbers inside names by value, blanks last both ways', () => {
    expect(sortRows(rows, { field: 'name', order: 'asc' }, value).map((r) => r.id)).toEqual([2, 4, 3, 1]);
    expect(sortRows(rows, { field: 'name', order: 'desc' }, value).map((r) => r.id)).toEqual([1, 3, 4, 2]);
    expect(sortRows(rows, { field: 'zip', order: 'desc' }, value).map((r) => r.id)).toEqual([3, 2, 1, 4]);
    expect(sortRows(rows, undefined, value)).toEqual(rows);
  });

  it('searches and pages', () => {
    expect(searchRows(rows, ' BOISE ', (r) => r.name).map((r) => r.id)).toEqual([3, 4]);
    expect(searchRows(rows, '', (r) => r.name)).toHaveLength(4);
    expect(pageOf(rows, 1, 3)).toEqual({ rows: rows.slice(3), page: 1, pages: 2 });
    expect(pageOf(rows, 9, 3).page).toBe(1);
    expect(pageOf([], 0, 25)).toEqual({ rows: [], page: 0, pages: 1 });
  });
});
