import { CRADLEPOINT_COLUMN_GROUPS, type CradlepointRecord } from '@nms/contract';
import type { ColDef, ColGroupDef } from 'ag-grid-community';
import { cellText } from '../../../components/data-grid/cell-text';
import { toColDef } from '../../../components/data-grid/column-defs';
import type { GridColumn } from '../../../components/data-grid/types';

export type CradlepointColumn = GridColumn<CradlepointRecord>;

const MB = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Usage in MB with two decimals: the counters move by fractions of a MB between refreshes. */
export const formatUsage = (v: unknown): string => (typeof v === 'number' ? MB.format(v) : '');

const text = (field: string, header: string, width = 150): CradlepointColumn => ({ field, header, width });
const usage = (field: string): CradlepointColumn => ({ field, header: 'Usage (MB)', kind: 'number', width: 130, format: formatUsage });

export const ECM_COLUMNS: CradlepointColumn[] = [
  text('ecm_cradlepointid', 'Cradlepoint ID', 140),
  text('ecm_name', 'Name', 210),
  text('ecm_mac', 'MAC', 160),
  text('ecm_phone', 'Phone', 130),
  usage('ecm_usage'),
];
export const SSH_COLUMNS: CradlepointColumn[] = [
  text('ssh_deviceid', 'Device ID', 210),
  text('ssh_mac', 'MAC', 160),
  text('ssh_lanip', 'LAN IP', 140),
  text('ssh_lanport', 'LAN Port', 110),
];
export const CARRIER_COLUMNS: CradlepointColumn[] = [
  text('carrier_phone', 'Phone', 130),
  text('carrier_iccid', 'ICCID', 200),
  text('carrier_carrier', 'Carrier', 120),
  usage('carrier_usage'),
];
/** Troubleshooting: the router's name, then each source's fields (the groups split them by prefix). */
export const COMBINED_COLUMNS: CradlepointColumn[] = [text('device_name', 'Device Name', 210), ...ECM_COLUMNS, ...SSH_COLUMNS, ...CARRIER_COLUMNS];

/** A column with a filter row cell, a header filter button, and the search box reading its cell text. */
function colDef(c: CradlepointColumn): ColDef<CradlepointRecord> {
  return { ...toColDef(c, { headerFilter: true }), getQuickFilterText: (p) => (p.data ? cellText(c, p.value, p.data) : '') };
}

/**
 * AG Grid's column definitions; with `grouped`, the source fields sit under the spec's header
 * groups ('ECM API Retrieved', 'CPE SSH Retrieved', 'PROVIDER API Retrieved').
 */
const groupOf = (c: CradlepointColumn) => CRADLEPOINT_COLUMN_GROUPS.find((g) => c.field.startsWith(g.prefix));

export function cradlepointColDefs(
  columns: CradlepointColumn[],
  grouped: boolean,
): Array<ColDef<CradlepointRecord> | ColGroupDef<CradlepointRecord>> {
  if (!grouped) return columns.map(colDef);
  const loose = columns.filter((c) => !groupOf(c)).map(colDef);
  const groups = CRADLEPOINT_COLUMN_GROUPS.map((g) => ({
    groupId: g.prefix.replace(/_$/, ''),
    headerName: g.header,
    marryChildren: true,
    children: columns.filter((c) => groupOf(c) === g).map(colDef),
  }));
  return [...loose, ...groups];
}

/**
 * The columns as an export names them: under the header groups a file has no group row, so a
 * grouped column takes its group's name ('ECM API Retrieved MAC', 'CPE SSH Retrieved MAC').
 */
export function cradlepointExportColumns(columns: CradlepointColumn[], grouped: boolean): CradlepointColumn[] {
  if (!grouped) return columns;
  return columns.map((c) => {
    const group = groupOf(c);
    return group ? { ...c, header: `${group.header} ${c.header}` } : c;
  });
}
