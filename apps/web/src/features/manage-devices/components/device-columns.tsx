import type { GridColumn } from '../../../components/data-grid/types';
import { displayValue } from '../../../components/formatters/display-value';
import type { DeviceRow } from '../api/get-devices';
import { DeviceNameCell } from './category-icon';
import { DeviceRowMenu, type RowMenuHandlers } from './device-row-menu';
import { SeverityBadge } from '../../../components/formatters/severity-badge';

const text = (field: string, header: string, width = 140, hidden = false): GridColumn<DeviceRow> => ({ field, header, width, hidden });

/**
 * The device grid's columns (spec 001 §2.10 and §3). Yes/No columns are sorted but not filtered
 * in the filter row: their Lucene values are true/false (the query box takes `discovered:true`).
 */
export function deviceColumns(handlers: RowMenuHandlers): GridColumn<DeviceRow>[] {
  return [
    { field: 'actions', header: 'Actions', kind: 'actions', width: 76, render: (row) => <DeviceRowMenu row={row} handlers={handlers} /> },
    { field: 'state', header: 'Status', kind: 'severity', width: 112, render: (row) => <SeverityBadge value={row.state} /> },
    {
      field: 'name',
      header: 'Device ID',
      width: 210,
      fitContent: true,
      render: (row) => <DeviceNameCell name={row.name} category={row.productCategory} />,
    },
    text('customerLocationId', 'Cust Loc ID', 130),
    text('gwid', 'Gateway ID', 130),
    text('className', 'Device Class', 150),
    text('productCategory', 'Device Type', 170),
    // The customer's id names the row as much as the device id does: it widens to its values.
    { ...text('nmd', 'CID', 120), fitContent: true },
    text('nocid', 'NOC ID', 110),
    text('provisionStatus', 'Installation Status', 180),
    text('managementIp', 'IP Address', 140),
    { field: 'pamSuspended', header: 'PAM Suspended?', width: 140, filterable: false, format: displayValue },
    { field: 'pamSuspendStartDate', header: 'PAM Suspend Start', kind: 'date', width: 170, emptyDate: 'Unavailable' },
    { field: 'pamSuspendEndDate', header: 'PAM Suspend End', kind: 'date', width: 170, emptyDate: 'Unavailable' },
    text('poller', 'Poller ID', 150),
    text('discoveryDescription', 'Last Discovery Error', 200),
    { field: 'discovered', header: 'Discovered', width: 110, filterable: false, format: displayValue },
    text('model', 'Model', 150),
    text('stateUSA', 'State', 90),
    text('userdef2', 'User Defined 2', 130, true),
    text('userdef1', 'User Defined 1', 130, true),
    text('dmnType', 'DMN Type', 110, true),
    text('vendor', 'Vendor', 130, true),
    text('productCode', 'Product Code', 140, true),
    text('productFamily', 'Product Family', 140, true),
    text('productGroup', 'Product Group', 140, true),
    text('productType', 'Product Type', 140, true),
    text('siteTypeDescription', 'Site Type', 140, true),
    text('seedip', 'Seed IP', 130, true),
    text('napSource', 'Provider', 130, true),
    text('dataCenter', 'Data Center', 130, true),
    text('han', 'HAN', 130, true),
    text('assetId', 'Asset ID', 130, true),
    text('gwidDivCurrent', 'Diversity Gateway', 150, true),
    text('plsiteid', 'PL Site ID', 120, true),
    text('aaVirtualSiteId', 'AA Virtual Site ID', 150, true),
    { field: 'aaCfOpermode', header: 'AA Oper Mode', kind: 'number', width: 120, hidden: true },
    text('eitService_Mode', 'EIT Service Mode', 150, true),
    text('elementName', 'Element Name', 180, true),
  ];
}

/** Where the search panel looks (the visible identity columns; every OR costs the database). */
export const DEVICE_SEARCH_FIELDS = [
  'name',
  'customerLocationId',
  'gwid',
  'className',
  'productCategory',
  'nmd',
  'nocid',
  'managementIp',
  'poller',
  'model',
  'stateUSA',
];
