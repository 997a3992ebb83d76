import type { PageRequest } from '@nms/contract';
import { EVENT_GRID_PAGE_SIZES, IMPACTED_DEVICES_PAGE_SIZE, IMPACTED_DEVICE_SORTS, type ImpactedDeviceRow } from '@nms/contract';
import { useCallback } from 'react';
import { DataGrid } from '../../../components/data-grid/data-grid';
import type { GridColumn } from '../../../components/data-grid/types';
import { SeverityBadge } from '../../../components/formatters/severity-badge';
import { severityCode } from '../../../components/formatters/severity';
import { MESSAGES } from '../../../components/notice/messages';
import { fetchImpactedDevices } from '../api/get-impacted-devices';

const SORTABLE = new Set<string>(IMPACTED_DEVICE_SORTS);

/** Columns of spec 000 "Impacted Devices grid". */
const COLUMNS: GridColumn<ImpactedDeviceRow>[] = (
  [
    { field: 'name', header: 'Device Id', width: 200 },
    { field: 'state', header: 'State', kind: 'severity', width: 116, render: (row) => <SeverityBadge value={row.state} /> },
    { field: 'nmd', header: 'CID', width: 150 },
    { field: 'className', header: 'Device Class', width: 170 },
    { field: 'stateUSA', header: 'State(USA)', width: 110 },
    { field: 'napSource', header: 'NAP Source', width: 150 },
  ] satisfies GridColumn<ImpactedDeviceRow>[]
).map((c) => ({ ...c, sortable: SORTABLE.has(c.field) }));

const DEFAULT_SORT = { field: 'name', order: 'asc' } as const;
const rowId = (row: ImpactedDeviceRow) => row.name;
/** Row colour by state: critical red, major orange, minor yellow, unknown teal, normal green. */
const rowClass = (row: ImpactedDeviceRow) => {
  const code = severityCode(row.state);
  return code ? `nms-sev-${code}` : undefined;
};
const loadError = () => MESSAGES.dataLoadingError;

/** Every device of a network group (es/impacted-devices), 25 a page, coloured by state. */
export function ImpactedDevicesGrid({ group }: { group: string }) {
  const fetchPage = useCallback((request: PageRequest, signal?: AbortSignal) => fetchImpactedDevices(group, request, signal), [group]);
  return (
    <DataGrid<ImpactedDeviceRow>
      key={group}
      gridId="impacted-devices"
      columns={COLUMNS}
      fetchPage={fetchPage}
      defaultSort={DEFAULT_SORT}
      pageSizes={EVENT_GRID_PAGE_SIZES}
      defaultPageSize={IMPACTED_DEVICES_PAGE_SIZE}
      exportFileName="ImpactedDevices"
      rowId={rowId}
      rowClass={rowClass}
      loadErrorText={loadError}
    />
  );
}
