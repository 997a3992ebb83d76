import { describe, expect, it } from 'vitest';
import { diffPage, freshRowsText, type PageOnScreen } from './live-page-diff';

interface Row {
  name: string;
  state: number;
  receivedAt?: number;
}
const row = (name: string, state = 1, receivedAt = 0): Row => ({ name, state, receivedAt });
const id = (r: Row) => r.name;
const FIELDS = ['name', 'state'];

function screen(rows: Row[], total: number, firstPage = true, seen: string[] = []): PageOnScreen<Row> {
  return { shown: new Map(rows.map((r) => [r.name, r])), seen: new Set([...rows.map(id), ...seen]), total, firstPage };
}

describe('diffPage', () => {
  const page = [row('a'), row('b'), row('c')];

  it('nothing changed: nothing to do (a field outside the columns does not count)', () => {
    expect(diffPage(screen(page, 10), { data: [row('a', 1, 99), row('b'), row('c')], total: 10 }, id, FIELDS)).toEqual({
      changed: [],
      fresh: 0,
      reordered: false,
    });
  });

  it('a row on screen whose shown field changed is updated in place', () => {
    const d = diffPage(screen(page, 10), { data: [row('a'), row('b', 3), row('c')], total: 10 }, id, FIELDS);
    expect(d).toEqual({ changed: [row('b', 3)], fresh: 0, reordered: false });
  });

  it('a new row sorted onto the first page is counted, the page does not move', () => {
    const d = diffPage(screen(page, 10), { data: [row('n'), row('a', 2), row('b')], total: 11 }, id, FIELDS);
    expect(d).toEqual({ changed: [row('a', 2)], fresh: 1, reordered: false });
  });

  it('a new row at the top while another left: the total stayed, the new row still counts', () => {
    const d = diffPage(screen(page, 10), { data: [row('n'), row('a'), row('c')], total: 10 }, id, FIELDS);
    expect(d.fresh).toBe(1);
  });

  it('a row that left the list: the next page moves up, nothing is new, the page reloads', () => {
    const d = diffPage(screen(page, 10), { data: [row('a'), row('c'), row('d')], total: 9 }, id, FIELDS);
    expect(d).toEqual({ changed: [], fresh: 0, reordered: true });
  });

  it('a row moved within the page (its sort key changed): reloaded, not counted', () => {
    const d = diffPage(screen(page, 10), { data: [row('c'), row('a'), row('b')], total: 10 }, id, FIELDS);
    expect(d).toEqual({ changed: [], fresh: 0, reordered: true });
  });

  it('a row already loaded on another page that moved up is not new', () => {
    const d = diffPage(screen(page, 10, true, ['z']), { data: [row('z'), row('a'), row('b')], total: 10 }, id, FIELDS);
    expect(d.fresh).toBe(0);
    expect(d.reordered).toBe(true);
  });

  it('on a later page new rows are told by the total alone', () => {
    const later = screen(page, 10, false);
    expect(diffPage(later, { data: [row('x'), row('y'), row('a')], total: 12 }, id, FIELDS).fresh).toBe(2);
    expect(diffPage(later, { data: [row('x'), row('a'), row('b')], total: 10 }, id, FIELDS)).toMatchObject({ fresh: 0, reordered: true });
  });

  it('the bar reads "N new - show"', () => {
    expect(freshRowsText(3)).toBe('3 new - show');
  });
});
