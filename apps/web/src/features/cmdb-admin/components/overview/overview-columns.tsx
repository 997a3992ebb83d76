import { LOCATION_FIELDS, type CmdbField, type StateShare } from '@nms/contract';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { GridColumn } from '../../../../components/data-grid/types';
import { formatDateText } from '../../../../components/formatters/format-date';
import { ExpandNameCell } from './expand-cells';
import type { ExpandRow } from './expand-rows';
import { StatusBar } from './status-bar';
import { statusSummary } from './status-segments';

/** Anything with a name, an active flag and a status bar: locations, datacenters, services, inroutes. */
export interface OverviewNode {
  name: string;
  active: boolean;
  device_count_by_state: StateShare[];
}

const yesNo = (v: unknown) => (v === true ? 'Yes' : v === false ? 'No' : '');
const text = (v: unknown) => (v === null || v === undefined ? '' : Array.isArray(v) ? v.join(', ') : String(v));

const FORMAT: Partial<Record<CmdbField['kind'], (v: unknown) => string>> = { bool: yesNo, date: formatDateText };

export const STATUS_FIELD = 'device_count_by_state';

/** Name, Active and Status: the first columns of every overview grid (export and cell text alike). */
export function nodeColumns<T extends OverviewNode>(): GridColumn<T>[] {
  return [
    { field: 'name', header: 'Name', width: 200 },
    { field: 'active', header: 'Active', width: 90, format: yesNo },
    { field: STATUS_FIELD, header: 'Status', width: 200, sortable: false, format: (v) => statusSummary((v as StateShare[]) ?? []) },
  ];
}

/** 002 §2.5: name, active, the status bar, then every location field in the order of §3. */
export function locationColumns<T extends OverviewNode & Record<string, unknown>>(): GridColumn<T>[] {
  const fields = LOCATION_FIELDS.filter((f) => f.name !== 'name').map<GridColumn<T>>((f) => ({
    field: f.name,
    header: f.label,
    width: f.kind === 'longText' ? 220 : f.kind === 'bool' || f.kind === 'number' ? 120 : 150,
    format: FORMAT[f.kind] ?? text,
  }));
  return [...nodeColumns<T>(), ...fields];
}

/** The columns as text: what a cell reads is what search and export read. */
export const cellTextOf = <T,>(column: GridColumn<T>, row: T): string => (column.format ?? text)((row as Record<string, unknown>)[column.field], row);

/**
 * AG Grid columns for a list of GridColumns: the name cell opens the record when `expandable`,
 * the status column draws the bar, every other cell reads its text.
 */
export function toColDefs<T extends OverviewNode>(columns: GridColumn<T>[], opts: { expandable: boolean; flex?: boolean }): ColDef<ExpandRow<T>>[] {
  return columns.map((c) => {
    const def: ColDef<ExpandRow<T>> = {
      colId: c.field,
      headerName: c.header,
      // Nested grids fit their share of the row without a sideways scrollbar (it would cover the
      // last row: their heights are worked out without one).
      width: opts.flex && c.field === STATUS_FIELD ? 150 : c.width,
      minWidth: opts.flex ? 80 : c.field === 'name' ? 140 : 80,
      // Nested grids share their width: text columns stretch, Active and Status keep their size.
      flex: opts.flex && c.field !== 'active' && c.field !== STATUS_FIELD ? (c.field === 'name' ? 4 : 3) : undefined,
      sortable: c.sortable !== false,
      valueGetter: (p) => (p.data ? cellTextOf(c, p.data) : ''),
    };
    if (c.field === 'name') def.sort = 'asc';
    if (c.field === 'name' && opts.expandable) def.cellRenderer = ExpandNameCell;
    if (c.field === STATUS_FIELD) {
      def.cellRenderer = (p: ICellRendererParams<ExpandRow<T>>) => (p.data ? <StatusBar shares={p.data.device_count_by_state} /> : null);
    }
    return def;
  });
}

/** The value a column sorts by: the record's own value (lists as their text). */
export function sortValueOf(row: object, field: string): string | number | boolean | null | undefined {
  const v = (row as Record<string, unknown>)[field];
  if (Array.isArray(v)) return v.join(', ');
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : undefined;
}
