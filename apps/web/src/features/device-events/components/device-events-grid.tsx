import type { PageRequest } from '@nms/contract';
import { EVENT_GRID_PAGE_SIZES, IMPACTED_DEVICES_PAGE_SIZE, type Visibility, type AlertRow } from '@nms/contract';
import { useMemo } from 'react';
import type { GridLive } from '../../../components/data-grid/use-live-rows';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { MESSAGES } from '../../../components/notice/messages';
import { stampArrival } from '../../events';
import { DEVICE_EVENTS_SORT, deviceAlertsParams, deviceEventsGridId, fetchDeviceAlerts, type DeviceAlertsKind } from '../api/get-device-alerts';
import { useEventDetailClick } from '../../event-detail';
import { deviceEventColumns, deviceEventRowClass } from './device-event-columns';
import './device-events.css';

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
  const fetchPage = useMemo(
    () =>
      stampArrival((request: PageRequest, signal?: AbortSignal) =>
        fetchDeviceAlerts(kind, deviceAlertsParams(deviceName, visibility, request), signal),
      ),
    [kind, deviceName, visibility],
  );
  const detail = useEventDetailClick(fetchPage);
  // Live: the device's alerts (a cleared one leaves Events and enters Archived Events).
  const live = useMemo<GridLive>(() => ({ view: () => ({ kind: 'alerts', device: deviceName }) }), [deviceName]);

  return (
    <div className="nms-device-events" style={{ display: 'contents' }} onClick={detail.onClick}>
      <DataGrid<AlertRow>
        // A new device or visibility is a new list: remount so paging and cache start over.
        key={`${deviceName}|${visibility}`}
        gridId={deviceEventsGridId(kind)}
        columns={deviceEventColumns(kind)}
        fetchPage={detail.fetchPage}
        defaultSort={DEVICE_EVENTS_SORT}
        pageSizes={EVENT_GRID_PAGE_SIZES}
        defaultPageSize={IMPACTED_DEVICES_PAGE_SIZE}
        exportFileName={kind === 'active' ? 'Events' : 'ArchivedEvents'}
        rowId={rowId}
        rowClass={deviceEventRowClass}
        loadErrorText={loadError}
        refreshSignal={refreshSignal}
        live={live}
      />
      {detail.popup}
    </div>
  );
}
