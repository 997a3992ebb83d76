import type { PageRequest } from '@nms/contract';
import type { SortModelItem } from 'ag-grid-community';
import { filterModelQuery, searchQuery, type ColumnFilter } from './lucene';
import { combineQueries } from './lucene-combine';
import type { ColumnKind, GridColumn, SortSpec } from './types';

export interface QueryInputs<T> {
  columns: readonly GridColumn<T>[];
  baseQuery?: string;
  /** The user's own Lucene query (query box), AND-ed with the filters. */
  lucene?: string;
  search: string;
  searchFields: readonly string[];
  defaultSort?: SortSpec;
}

/** One page request from the grid's sort and filter models plus the search panel text. */
export function buildPageRequest<T>(
  inputs: QueryInputs<T>,
  grid: { startRow: number; endRow: number; sortModel: SortModelItem[]; filterModel: unknown },
): PageRequest {
  const kinds = new Map<string, ColumnKind>(inputs.columns.map((c) => [c.field, c.kind ?? 'text']));
  const sortItem = grid.sortModel[0];
  const sort: SortSpec | undefined = sortItem ? { field: sortItem.colId, order: sortItem.sort } : inputs.defaultSort;
  const query = combineQueries([
    inputs.baseQuery,
    inputs.lucene,
    filterModelQuery(grid.filterModel as Record<string, ColumnFilter> | null, kinds),
    searchQuery(inputs.search, inputs.searchFields),
  ]);
  return {
    query: query || '*',
    sort: sort?.field,
    order: sort?.order,
    offset: grid.startRow,
    limit: grid.endRow - grid.startRow,
  };
}

/** Text columns the search panel looks in, unless the grid names its own. */
export function defaultSearchFields<T>(columns: readonly GridColumn<T>[]): string[] {
  return columns.filter((c) => (c.kind ?? 'text') === 'text' && c.filterable !== false).map((c) => c.field);
}
