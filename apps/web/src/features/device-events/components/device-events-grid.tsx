import { EVENT_GRID_PAGE_SIZES, IMPACTED_DEVICES_PAGE_SIZE, type Visibility } from '@nms/contract';
import { useCallback, useRef, useState, type MouseEvent } from 'react';
import { DataGrid } from '../../../components/data-grid/data-grid';
import type { PageRequest } from '../../../components/data-grid/types';
import { MESSAGES } from '../../../components/notice/messages';
import type { AlertRow } from '../../events/api/get-alerts';
import { deviceAlertsParams, fetchDeviceAlerts, type DeviceAlertsKind } from '../api/get-device-alerts';
import { DEVICE_COLUMN, DEVICE_EVENT_COLUMNS, deviceEventRowClass } from './device-event-columns';
import { EventDetailsPopup } from './event-details-popup';
import './device-events.css';

const DEFAULT_SORT = { field: 'lastNotifiedAt', order: 'desc' } as const;
const rowId = (row: AlertRow) => row.name;
const loadError = () => MESSAGES.dataLoadingError;

export interface DeviceEventsGridProps {
  kind: DeviceAlertsKind;
  deviceName: string;
  visibility: Visibility;
  refreshSignal?: number;
}

/**
 * The per-device Events (active alerts) and Archived Events grids: server paged and sorted, 25 a
 * page, every row coloured by severity. A click in the Device column opens 'Event Details of
 * {name}'; clicks elsewhere do nothing.
 */
export function DeviceEventsGrid({ kind, deviceName, visibility, refreshSignal }: DeviceEventsGridProps) {
  const [open, setOpen] = useState<AlertRow>();
  // Rows of the loaded pages by id: a Device cell click finds its row here (the grid gives no cell events).
  const loaded = useRef(new Map<string, AlertRow>());

  const fetchPage = useCallback(
    async (request: PageRequest, signal?: AbortSignal) => {
      const answer = await fetchDeviceAlerts(kind, deviceAlertsParams(deviceName, visibility, request), signal);
      for (const row of answer.data) loaded.current.set(row.name, row);
      return answer;
    },
    [kind, deviceName, visibility],
  );

  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const cell = (e.target as HTMLElement).closest(`.ag-cell[col-id="${DEVICE_COLUMN}"]`);
    const id = cell?.closest('.ag-row')?.getAttribute('row-id');
    const row = id ? loaded.current.get(id) : undefined;
    if (row) setOpen(row);
  };

  return (
    <div className="nms-device-events" style={{ display: 'contents' }} onClick={onClick}>
      <DataGrid<AlertRow>
        // A new device or visibility is a new list: remount so paging and cache start over.
        key={`${deviceName}|${visibility}`}
        gridId={kind === 'active' ? 'device-events' : 'device-archived-events'}
        columns={DEVICE_EVENT_COLUMNS}
        fetchPage={fetchPage}
        defaultSort={DEFAULT_SORT}
        pageSizes={EVENT_GRID_PAGE_SIZES}
        defaultPageSize={IMPACTED_DEVICES_PAGE_SIZE}
        exportFileName={kind === 'active' ? 'Events' : 'ArchivedEvents'}
        rowId={rowId}
        rowClass={deviceEventRowClass}
        loadErrorText={loadError}
        refreshSignal={refreshSignal}
      />
      {open && <EventDetailsPopup event={open} onClose={() => setOpen(undefined)} />}
    </div>
  );
}
