import type { FilterModel, GridState } from 'ag-grid-community';
import type { GridLayout } from './grid-layout';
import { decodeFilter, encodeFilter } from './grid-url-filter';
import type { ColumnFilter } from './lucene';
import type { ColumnKind, GridColumn, SortSpec } from './types';

/*
 * A grid's view in the address, compact and readable:
 *   ?q=<Lucene>&search=<search panel>&sort=name:asc&page=3&size=50&hide=model,vendor&show=notes&f.name=abc
 * each name under the grid's prefix when a screen has several grids. What is at its default
 * (first page, default sort and page size) is left out; `hide` and `show` name the columns
 * hidden or shown beyond the grid's defaults. Widths
 * and column order are not part of the view: they stay in local storage.
 */

export interface ViewContext<T> {
  columns: readonly GridColumn<T>[];
  pageSizes: readonly number[];
  defaultPageSize: number;
  defaultSort?: SortSpec;
}

const NAMES = new Set(['q', 'search', 'sort', 'page', 'size', 'hide', 'show']);
const FILTER = 'f.';

/** The parameter names (without prefix) a grid's view owns. */
export const ownsViewParam = (name: string): boolean => NAMES.has(name) || name.startsWith(FILTER);

const dataColumns = <T>(columns: readonly GridColumn<T>[]) => columns.filter((c) => c.kind !== 'actions');
const kindOf = (c: GridColumn<unknown>): ColumnKind => c.kind ?? 'text';
const defaultHidden = <T>(columns: readonly GridColumn<T>[]) =>
  dataColumns(columns)
    .filter((c) => c.hidden)
    .map((c) => c.field);

/** The view's parameters (without prefix) for a grid's layout. */
export function encodeView<T>(layout: GridLayout, ctx: ViewContext<T>): Record<string, string> {
  const out: Record<string, string> = {};
  const state = layout.state;
  if (layout.lucene?.trim()) out.q = layout.lucene;
  if (layout.search?.trim()) out.search = layout.search;
  const sort = state?.sort?.sortModel?.[0];
  const d = ctx.defaultSort;
  if (sort && !(d && d.field === sort.colId && d.order === sort.sort)) out.sort = `${sort.colId}:${sort.sort}`;
  const page = state?.pagination?.page ?? 0;
  if (page > 0) out.page = String(page + 1);
  const size = layout.pageSize ?? ctx.defaultPageSize;
  if (size !== ctx.defaultPageSize) out.size = String(size);
  const hiddenIds = state?.columnVisibility?.hiddenColIds;
  if (hiddenIds) {
    // Relative to the columns hidden by default: `hide` the others hidden, `show` those shown.
    const set = new Set(hiddenIds);
    const byDefault = new Set<string>(defaultHidden(ctx.columns));
    const fields = dataColumns(ctx.columns).map((c) => c.field as string);
    const hide = fields.filter((f) => set.has(f) && !byDefault.has(f));
    const show = fields.filter((f) => !set.has(f) && byDefault.has(f));
    if (hide.length > 0) out.hide = hide.join(',');
    if (show.length > 0) out.show = show.join(',');
  }
  const kinds = new Map(ctx.columns.map((c) => [c.field, kindOf(c as GridColumn<unknown>)]));
  for (const [field, model] of Object.entries(state?.filter?.filterModel ?? {})) {
    const kind = kinds.get(field);
    const value = kind && kind !== 'actions' && model ? encodeFilter(model as ColumnFilter, kind) : undefined;
    if (value !== undefined) out[FILTER + field] = value;
  }
  return out;
}

/**
 * The grid's layout from the address, or undefined when the address holds no view of this grid
 * (a bare URL: local storage decides). Unknown columns, bad numbers and broken filters are left
 * out; what is missing takes the grid's default.
 */
export function decodeView<T>(params: URLSearchParams, prefix: string, ctx: ViewContext<T>): GridLayout | undefined {
  const names = [...params.keys()].filter((n) => n.startsWith(prefix) && ownsViewParam(n.slice(prefix.length)));
  if (names.length === 0) return undefined;
  const get = (name: string) => params.get(prefix + name) ?? undefined;
  const columns = dataColumns(ctx.columns);
  const byField = new Map(columns.map((c) => [c.field as string, c]));

  const [sortField, sortOrder] = (get('sort') ?? '').split(':');
  const sortable = sortField ? byField.get(sortField) : undefined;
  const sort =
    sortable && sortable.sortable !== false && (sortOrder === 'asc' || sortOrder === 'desc')
      ? { sortModel: [{ colId: sortable.field as string, sort: sortOrder as 'asc' | 'desc' }] }
      : undefined;

  const sizeAsked = Number(get('size'));
  const pageSize = ctx.pageSizes.includes(sizeAsked) ? sizeAsked : ctx.defaultPageSize;
  const pageAsked = Number(get('page'));
  const page = Number.isInteger(pageAsked) && pageAsked >= 1 ? pageAsked - 1 : 0;

  const hide = new Set(get('hide')?.split(','));
  const show = new Set(get('show')?.split(','));
  const changed = get('hide') !== undefined || get('show') !== undefined;
  const hiddenColIds = changed
    ? columns.filter((c) => (c.hidden && !show.has(c.field)) || hide.has(c.field)).map((c) => c.field as string)
    : undefined;

  const filterModel: FilterModel = {};
  for (const name of names) {
    const field = name.slice(prefix.length + FILTER.length);
    const column = name.startsWith(prefix + FILTER) ? byField.get(field) : undefined;
    if (!column || column.filterable === false) continue;
    const model = decodeFilter(params.get(name) ?? '', kindOf(column as GridColumn<unknown>));
    if (model) filterModel[field] = model;
  }

  const state: GridLayout['state'] = {
    sort,
    pagination: { page, pageSize },
    columnVisibility: hiddenColIds ? { hiddenColIds } : undefined,
    filter: Object.keys(filterModel).length > 0 ? { filterModel } : undefined,
  };
  return { lucene: get('q') ?? '', search: get('search') ?? '', pageSize, state };
}

/** The view of no parameters: the grid's defaults (an entry of the history written while the grid was at them). */
export const defaultView = <T>(ctx: ViewContext<T>): GridLayout => decodeView(new URLSearchParams('page=1'), '', ctx)!;

/** The address's view over the remembered layout: the view from the address, widths and order from storage. */
export function withStoredLayout(view: GridLayout, stored: GridLayout): GridLayout {
  const s = stored.state;
  const state = { ...view.state, columnOrder: s?.columnOrder, columnSizing: s?.columnSizing } as GridState;
  return { ...view, state };
}
