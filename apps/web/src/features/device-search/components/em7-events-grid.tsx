import type { PageRequest } from '@nms/contract';
import { Text } from '@mantine/core';
import { DEVICE_SEARCH_PAGE_SIZES, EM7_EVENTS_LIMIT, type Em7Event } from '@nms/contract';
import { useCallback } from 'react';
import { DataGrid } from '../../../components/data-grid/data-grid';
import type { GridColumn } from '../../../components/data-grid/types';
import { formatDuration } from '../../../components/formatters/format-duration';
import { SeverityBadge } from '../../../components/formatters/severity-badge';
import { MESSAGES } from '../../../components/notice/messages';
import { fetchEm7Events } from '../api/get-em7-events';

/** Columns of spec 001 §2.14; the API sorts by each of them, it takes no filter. */
const COLUMNS: GridColumn<Em7Event>[] = [
  { field: 'aligned_resource_name', header: 'Name', width: 200, filterable: false },
  { field: 'severity', header: 'Severity', kind: 'severity', width: 110, filterable: false, render: (row) => <SeverityBadge value={row.severity} /> },
  { field: 'message', header: 'Event Message', width: 280, filterable: false },
  { field: 'user_note', header: 'Note', width: 150, filterable: false },
  { field: 'date_last', header: 'Last Detected', kind: 'date', width: 170, filterable: false },
  { field: 'elapsed_time', header: 'Age / Elapsed', kind: 'number', width: 170, filterable: false, format: (v) => formatDuration(v) },
  { field: 'notify_count', header: 'Count', kind: 'number', width: 90, filterable: false },
  { field: 'source', header: 'Source', width: 120, filterable: false },
  { field: 'id', header: 'EID', kind: 'number', width: 100, filterable: false },
];
const DEFAULT_SORT = { field: 'aligned_resource_name', order: 'asc' } as const;
const NO_SEARCH: string[] = [];
const rowId = (row: Em7Event) => String(row.id);
const loadError = () => MESSAGES.dataLoadingError;

/** Rows coloured by severity: 1 red, 2 orange, 3 dark yellow, 4 teal, 5 green (severity-rows.css). */
export const em7RowClass = (row: Em7Event): string | undefined => (row.severity >= 1 && row.severity <= 5 ? `nms-sev-${row.severity}` : undefined);

export interface Em7EventsGridProps {
  /** EM7 ids of the device (from its device_id, stack_underscore_device). */
  ids: { stack_id: number; device_id: number };
  /** The other-device's device_id, as the title shows it. */
  deviceId: string;
}

/** 'Events of {device id}': the device's EM7 events, sorted and paged by the server, export ActiveNetworkEvents. */
export function Em7EventsGrid({ ids, deviceId }: Em7EventsGridProps) {
  const fetchPage = useCallback(
    (request: PageRequest, signal?: AbortSignal) =>
      fetchEm7Events({ ...ids, sort: request.sort, order: request.order, offset: request.offset, limit: request.limit || EM7_EVENTS_LIMIT }, signal),
    [ids],
  );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '70vh', minHeight: 320 }} data-testid="em7-events">
      <Text fw={600} pb={6} data-testid="em7-events-title">
        {`Events of ${deviceId}`}
      </Text>
      <DataGrid<Em7Event>
        key={deviceId}
        gridId="device-search-events"
        columns={COLUMNS}
        fetchPage={fetchPage}
        defaultSort={DEFAULT_SORT}
        searchFields={NO_SEARCH}
        pageSizes={DEVICE_SEARCH_PAGE_SIZES}
        defaultPageSize={EM7_EVENTS_LIMIT}
        exportFileName="ActiveNetworkEvents"
        rowId={rowId}
        rowClass={em7RowClass}
        loadErrorText={loadError}
      />
    </div>
  );
}
