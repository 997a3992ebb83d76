import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { cellText, fieldValue } from './cell-text';
import type { GridColumn } from './types';

export const TEXT_OPTIONS = ['contains', 'notContains', 'equals', 'notEqual', 'startsWith', 'endsWith', 'blank', 'notBlank'];
export const NUMBER_OPTIONS = [
  'equals',
  'notEqual',
  'lessThan',
  'lessThanOrEqual',
  'greaterThan',
  'greaterThanOrEqual',
  'inRange',
  'blank',
  'notBlank',
];
export const DATE_OPTIONS = ['equals', 'notEqual', 'lessThan', 'greaterThan', 'inRange', 'blank', 'notBlank'];

export interface ColumnOptions {
  /**
   * The column filter also opens from a button in the header (the "header filter"). AG Grid shows
   * that button only when the filter row has no button of its own; both edit the same filter.
   */
  headerFilter?: boolean;
  /**
   * Filter-row edits wait for an Apply Filter button: hand each one to AG Grid at once (no
   * debounce), so an Apply clicked right after typing runs what the box shows.
   */
  applyOnClick?: boolean;
}

function filterOf<T>(
  c: GridColumn<T>,
  options: ColumnOptions,
): Pick<ColDef<T>, 'filter' | 'filterParams' | 'floatingFilter' | 'suppressFloatingFilterButton'> {
  const kind = c.kind ?? 'text';
  if (kind === 'actions' || c.filterable === false) return { filter: false, floatingFilter: false };
  if (options.headerFilter) return { ...filterOf(c, { ...options, headerFilter: false }), suppressFloatingFilterButton: true };
  const common = { maxNumConditions: 2, debounceMs: options.applyOnClick ? 0 : 500, buttons: ['reset'] };
  if (kind === 'number') return { filter: 'agNumberColumnFilter', floatingFilter: true, filterParams: { ...common, filterOptions: NUMBER_OPTIONS } };
  if (kind === 'date') return { filter: 'agDateColumnFilter', floatingFilter: true, filterParams: { ...common, filterOptions: DATE_OPTIONS } };
  return { filter: 'agTextColumnFilter', floatingFilter: true, filterParams: { ...common, filterOptions: TEXT_OPTIONS, trimInput: true } };
}

/** Our column description → AG Grid's column definition (server does sorting and filtering). */
export function toColDef<T>(c: GridColumn<T>, options: ColumnOptions = {}): ColDef<T> {
  const kind = c.kind ?? 'text';
  const actions = kind === 'actions';
  const render = c.render;
  return {
    colId: c.field,
    headerName: c.header,
    // An actions cell's value is what its buttons show of the row (ActionsColumn.shows): a live
    // patch redraws it when that moves, and leaves an open menu alone otherwise.
    valueGetter: c.kind === 'actions' ? (p) => (p.data && c.shows ? c.shows(p.data) : undefined) : (p) => fieldValue(p.data, c.field),
    valueFormatter: (p) => (p.data ? cellText(c, p.value, p.data) : ''),
    tooltipValueGetter: actions ? undefined : (p) => (p.data ? cellText(c, p.value, p.data) : undefined),
    width: c.width ?? (actions ? 76 : 150),
    minWidth: actions ? 60 : 70,
    hide: c.hidden,
    sortable: !actions && c.sortable !== false,
    resizable: true,
    suppressMovable: actions,
    lockPosition: actions ? 'left' : undefined,
    cellRenderer: render ? (p: ICellRendererParams<T>) => (p.data ? render(p.data) : null) : undefined,
    cellClass: actions ? 'nms-actions-cell' : kind === 'number' ? 'ag-right-aligned-cell' : undefined,
    headerClass: kind === 'number' ? 'ag-right-aligned-header' : undefined,
    ...filterOf(c, options),
  };
}
