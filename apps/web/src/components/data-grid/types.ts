import type { PageAnswer, PageRequest } from '@nms/contract';
import type { ReactNode } from 'react';

export type ColumnKind = 'text' | 'number' | 'date' | 'severity' | 'actions';

/**
 * The fields a grid of `T` may name: its row's keys (the contract's row types, so a typo fails
 * typecheck); any string for a row typed as an open record.
 */
export type GridField<T> = keyof T & string;

/** One grid column, named by the API field it shows (the sort and filter key as well). */
export type GridColumn<T> = DataColumn<T> | ActionsColumn<T>;

/** A column of a row field. */
export interface DataColumn<T> extends ColumnParts<T> {
  field: GridField<T>;
  kind?: Exclude<ColumnKind, 'actions'>;
}

/** Buttons drawn from the whole row: its field is only the column's id. */
export interface ActionsColumn<T> extends ColumnParts<T> {
  field: string;
  kind: 'actions';
  /**
   * What the buttons show of the row beyond its id (a mark): the cell is drawn again when this
   * changes, and only then, so an open menu is not closed by a live patch of other fields.
   */
  shows?: (row: T) => unknown;
}

interface ColumnParts<T> {
  header: string;
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

export type FetchPage<T> = (request: PageRequest, signal?: AbortSignal) => Promise<PageAnswer<T>>;

export interface SortSpec {
  field: string;
  order: 'asc' | 'desc';
}
