import type { ReactNode } from 'react';

export type ColumnKind = 'text' | 'number' | 'date' | 'severity' | 'actions';

/** One grid column, named by the API field it shows (the sort and filter key as well). */
export interface GridColumn<T> {
  field: string;
  header: string;
  kind?: ColumnKind;
  width?: number;
  /** Hidden until the user shows it with the column chooser. */
  hidden?: boolean;
  sortable?: boolean;
  filterable?: boolean;
  /** Display text of a value: cells, exports and the filter read the same text. */
  format?: (value: unknown, row: T) => string;
  /** Custom cell content (the text of `format` is still what exports use). */
  render?: (row: T) => ReactNode;
  /** Widens to show its whole content (default: only the grid's first text column, its key). */
  fitContent?: boolean;
  /** How a missing date reads in this column (spec: 'Never' or 'Unavailable'). */
  emptyDate?: 'Never' | 'Unavailable';
}

export interface PageRequest {
  query: string;
  sort?: string;
  order?: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export interface PageAnswer<T> {
  data: T[];
  /** Exact unless totalRelation is 'gte': then at least this many rows match (a lower bound). */
  total: number;
  totalRelation?: 'eq' | 'gte';
  /** The server's estimate of all matches when `total` is a lower bound ('about N'). */
  totalEstimate?: number;
}

export type FetchPage<T> = (request: PageRequest, signal?: AbortSignal) => Promise<PageAnswer<T>>;

export interface SortSpec {
  field: string;
  order: 'asc' | 'desc';
}
