import { CMDB_ENTITIES, type CmdbCollection, type CmdbField } from '@nms/contract';
import type { ColDef } from 'ag-grid-community';
import type { GridColumn } from '../../../components/data-grid/types';
import { compareDateText, formatDateText } from '../../../components/formatters/format-date';
import type { CmdbRow } from '../api/get-cmdb-rows';
import { nameComparator, type Lookups } from './lookups';

const WIDE_KINDS = new Set(['longText', 'names']);

/** A cell's text: a lookup's name, a list joined, Yes/No; grid, search and export read the same. */
export function fieldText(field: CmdbField, value: unknown, lookups: Lookups): string {
  if (value === null || value === undefined) return '';
  if (field.kind === 'ref' && field.ref) return lookups[field.ref]?.names.get(Number(value)) ?? String(value);
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field.kind === 'date') return formatDateText(value);
  return String(value);
}

/** The tab's columns in field order (the shared grid-export reads these). */
export function cmdbGridColumns(collection: CmdbCollection, lookups: Lookups): GridColumn<CmdbRow>[] {
  return CMDB_ENTITIES[collection].fields.map((f) => ({
    field: f.name,
    header: f.label,
    kind: f.kind === 'number' ? 'number' : 'text',
    format: (value) => fieldText(f, value, lookups),
  }));
}

const textOrder = (a: unknown, b: unknown) => String(a ?? '').localeCompare(String(b ?? ''), undefined, { sensitivity: 'base', numeric: true });
const numberOrder = (a: unknown, b: unknown) => (typeof a === 'number' ? a : -Infinity) - (typeof b === 'number' ? b : -Infinity) || 0;

/**
 * AG Grid columns: numbers sort by value, text case-blind; the name column (the first field)
 * sorts ascending from the start, routes by letters then number (spec 002 §2.5).
 */
export function cmdbColumnDefs(collection: CmdbCollection, lookups: Lookups): ColDef<CmdbRow>[] {
  const fields = CMDB_ENTITIES[collection].fields;
  const columns = cmdbGridColumns(collection, lookups);
  const compareNames = nameComparator(collection);
  return columns.map((c, i) => {
    const field = fields[i];
    const number = field.kind === 'number';
    const wide = WIDE_KINDS.has(field.kind);
    return {
      colId: c.field,
      headerName: c.header,
      valueGetter: (p) => (number ? (p.data?.[c.field] ?? null) : c.format!(p.data?.[c.field], p.data as CmdbRow)),
      valueFormatter: number ? (p) => (p.value === null || p.value === undefined ? '' : String(p.value)) : undefined,
      comparator:
        i === 0
          ? (a: unknown, b: unknown) => compareNames(String(a ?? ''), String(b ?? ''))
          : number
            ? numberOrder
            : field.kind === 'date'
              ? compareDateText
              : textOrder,
      sort: i === 0 ? 'asc' : undefined,
      type: number ? 'rightAligned' : undefined,
      tooltipValueGetter: wide ? (p) => (p.value ? String(p.value) : undefined) : undefined,
      minWidth: wide ? 220 : 140,
      flex: wide ? 2 : 1,
    } satisfies ColDef<CmdbRow>;
  });
}
