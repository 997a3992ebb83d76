/** Grid rows of an expandable grid: the records, each expanded one followed by its detail row. */
export interface ExpandMeta {
  /** Unique in the grid: the record's id, or 'detail:{id}:{height}' for its detail row. */
  _key: string;
  /** Position in the order the screen wants (AG Grid's sort keeps it, see keepOrder). */
  _order: number;
  _detail: boolean;
  /** A detail row's height in pixels (0 for a record). */
  _height: number;
}
export type ExpandRow<T> = T & ExpandMeta;

export interface SortSpec {
  field: string;
  order: 'asc' | 'desc';
}

/**
 * The records in order, each expanded one followed by its detail row (the same record, marked),
 * `detailHeight` tall. The height is part of the detail row's key: when it changes, AG Grid makes
 * a new row of the new height (it keeps the height a row was created with).
 */
export function withDetails<T extends object>(
  rows: readonly T[],
  rowId: (row: T) => string,
  expanded: ReadonlySet<string>,
  detailHeight: (row: T) => number,
): ExpandRow<T>[] {
  const out: ExpandRow<T>[] = [];
  for (const row of rows) {
    const id = rowId(row);
    out.push({ ...row, _key: id, _order: out.length, _detail: false, _height: 0 });
    if (expanded.has(id)) {
      const h = detailHeight(row);
      out.push({ ...row, _key: `detail:${id}:${h}`, _order: out.length, _detail: true, _height: h });
    }
  }
  return out;
}

type Comparable = string | number | boolean | null | undefined;

const rank = (v: Comparable) => (v === null || v === undefined || v === '' ? 1 : 0);

/** Blanks last (both ways), numbers by value, text case-insensitively with numbers in it by value. */
export function compareValues(a: Comparable, b: Comparable): number {
  if (rank(a) || rank(b)) return rank(a) - rank(b);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), undefined, { sensitivity: 'base', numeric: true });
}

/** The records sorted by one column (stable; blanks stay last in both directions). */
export function sortRows<T>(rows: readonly T[], sort: SortSpec | undefined, valueOf: (row: T, field: string) => Comparable): T[] {
  if (!sort) return [...rows];
  const sign = sort.order === 'desc' ? -1 : 1;
  return rows
    .map((row, i) => ({ row, i, v: valueOf(row, sort.field) }))
    .sort((x, y) => (rank(x.v) || rank(y.v) ? rank(x.v) - rank(y.v) : sign * compareValues(x.v, y.v)) || x.i - y.i)
    .map((x) => x.row);
}

/** Records whose text (as `textOf` reads it) contains the search, case-insensitively. */
export function searchRows<T>(rows: readonly T[], search: string, textOf: (row: T) => string): T[] {
  const t = search.trim().toLowerCase();
  return t ? rows.filter((r) => textOf(r).toLowerCase().includes(t)) : [...rows];
}

/** One page of records: page 0-based, clamped to the last page. */
export function pageOf<T>(rows: readonly T[], page: number, size: number): { rows: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const p = Math.min(Math.max(0, page), pages - 1);
  return { rows: rows.slice(p * size, (p + 1) * size), page: p, pages };
}
