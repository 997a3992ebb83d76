import type { IbSearchType } from '@nms/contract';
import type { ColDef } from 'ag-grid-community';
import type { GridColumn } from '../../../components/data-grid/types';
import { compareDateText } from '../../../components/formatters/format-date';
import type { IbViewRow } from '../logic/view-rows';

type Col = GridColumn<IbViewRow>;

/** Host-type searches (Hostname, IPv4/IPv6 Address, Comments, Owner): spec 002 §2.6. */
export const HOST_COLUMNS: Col[] = [
  { field: 'name', header: 'Host Name', width: 260 },
  { field: 'ipv4', header: 'IPv4 Address', width: 140 },
  { field: 'ipv6', header: 'IPv6 Address', width: 160 },
  { field: 'view', header: 'Network View', width: 130 },
  { field: 'owner', header: 'Owner', width: 110 },
  { field: 'ownerGroup', header: 'Owner Group', width: 170 },
  { field: 'lastModified', header: 'Last Modified', width: 130 },
  { field: 'comment', header: 'Comment', width: 320 },
];

export const SUBNET_COLUMNS: Col[] = [
  { field: 'network', header: 'Network', width: 200 },
  { field: 'network_view', header: 'Network View', width: 140 },
  { field: 'owner', header: 'Owner', width: 120 },
  { field: 'lastModified', header: 'Last Modified', width: 130 },
  { field: 'comment', header: 'Comment', width: 420 },
];

/** The iprange search; Status is there to show with the column chooser (§2.6 lists the others). */
export const RANGE_COLUMNS: Col[] = [
  { field: 'names', header: 'Host Name', width: 280 },
  { field: 'ip_address', header: 'IP Address', width: 150 },
  { field: 'status', header: 'Status', width: 110, hidden: true },
  { field: 'network', header: 'Network', width: 170 },
  { field: 'network_view', header: 'Network View', width: 130 },
  { field: 'owner', header: 'Owner', width: 110 },
  { field: 'ownerGroup', header: 'Owner Group', width: 170 },
  { field: 'lastModified', header: 'Last Modified', width: 130 },
];

/** Subnet detail rows: spec 002 §2.6. */
export const DETAIL_COLUMNS: Col[] = [
  { field: 'names', header: 'Host Name', width: 260 },
  { field: 'ip_address', header: 'IP Address', width: 140 },
  { field: 'status', header: 'Status', width: 100 },
  { field: 'network', header: 'Network', width: 150 },
  { field: 'network_view', header: 'Network View', width: 130 },
  { field: 'owner', header: 'Owner', width: 100 },
  { field: 'ownerGroup', header: 'Owner Group', width: 160 },
  { field: 'lastModified', header: 'Last Modified', width: 120 },
];

export const columnsOf = (type: IbSearchType): Col[] => (type === 'subnet' ? SUBNET_COLUMNS : type === 'iprange' ? RANGE_COLUMNS : HOST_COLUMNS);

/** AG Grid columns: plain text, sortable and resizable in the browser (the answer is whole). */
export const toColDefs = (columns: Col[], hidden: ReadonlySet<string>): ColDef<IbViewRow>[] =>
  columns.map((c) => ({
    colId: c.field,
    field: c.field,
    headerName: c.header,
    width: c.width,
    hide: hidden.has(c.field),
    sortable: true,
    resizable: true,
    tooltipField: c.field,
    comparator: c.field === 'lastModified' ? compareDateText : undefined,
  }));

/** Columns hidden at first: those marked hidden. */
export const initiallyHidden = (columns: Col[]): Set<string> => new Set(columns.filter((c) => c.hidden).map((c) => c.field));
