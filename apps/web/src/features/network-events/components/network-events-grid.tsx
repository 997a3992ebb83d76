import type { PageRequest } from '@nms/contract';
import { Checkbox } from '@mantine/core';
import {
  DEVICE_NETWORK_EVENTS_PAGE_SIZE,
  EVENT_GRID_PAGE_SIZES,
  NETWORK_EVENTS_PAGE_SIZE,
  NETWORK_EVENTS_PAGE_SIZES,
  type NetworkEventRow,
} from '@nms/contract';
import { useCallback, useMemo, useState } from 'react';
import { AppCard } from '../../../components/card/app-card';
import { DataGrid } from '../../../components/data-grid/data-grid';
import type { GridLive } from '../../../components/data-grid/use-live-rows';
import { MESSAGES } from '../../../components/notice/messages';
import { fetchDeviceNetworkEvents, fetchNetworkEvents } from '../api/get-network-events';
import { networkEventColumns } from './network-event-columns';
import { NetworkEventPopups, type OpenPopup } from './network-event-popups';
import './network-events.css';

export type NetworkEventsGridProps =
  | { variant: 'global' }
  | {
      variant: 'device';
      deviceName: string;
      refreshSignal?: number;
      /** the device's groups, whose events the grid follows live */ groups?: readonly string[];
    };

const DEFAULT_SORT = { field: 'startTime', order: 'desc' } as const;
const rowId = (row: NetworkEventRow) => String(row.id);
const rowClass = () => 'nms-network-event';
const loadError = () => MESSAGES.dataLoadingError;

/**
 * Network events (spec 000 §2). Global: a card titled 'Active Network Events' or 'Network
 * Events' after its 'Active Events' checkbox (default on), 10 a page. Per device: the active
 * events of the device's groups, 15 a page. Every row is red; its menu opens the popups.
 */
export function NetworkEventsGrid(props: NetworkEventsGridProps) {
  const [active, setActive] = useState(true);
  const [open, setOpen] = useState<OpenPopup>();
  const columns = useMemo(() => networkEventColumns((popup, row) => setOpen({ popup, group: row.name })), []);
  const deviceName = props.variant === 'device' ? props.deviceName : undefined;

  const fetchPage = useCallback(
    (request: PageRequest, signal?: AbortSignal) =>
      deviceName !== undefined ? fetchDeviceNetworkEvents(deviceName, request, signal) : fetchNetworkEvents(active, request, signal),
    [deviceName, active],
  );

  const global = deviceName === undefined;
  const groupsKey = props.variant === 'device' ? (props.groups ?? []).join('\n') : '';
  // Live: every network event, or those of the device's groups (the device view names them).
  const live = useMemo<GridLive>(
    () => ({
      view: () =>
        deviceName === undefined
          ? { kind: 'network-events' }
          : { kind: 'device', name: deviceName, ...(groupsKey && { groups: groupsKey.split('\n') }) },
    }),
    [deviceName, groupsKey],
  );
  const grid = (
    <DataGrid<NetworkEventRow>
      // The checkbox or the device makes another list: start over from page one.
      key={global ? String(active) : deviceName}
      gridId={global ? 'network-events' : 'device-network-events'}
      columns={columns}
      fetchPage={fetchPage}
      defaultSort={DEFAULT_SORT}
      pageSizes={global ? NETWORK_EVENTS_PAGE_SIZES : EVENT_GRID_PAGE_SIZES}
      defaultPageSize={global ? NETWORK_EVENTS_PAGE_SIZE : DEVICE_NETWORK_EVENTS_PAGE_SIZE}
      exportFileName="ActiveNetworkEvents"
      rowId={rowId}
      rowClass={rowClass}
      loadErrorText={loadError}
      refreshSignal={props.variant === 'device' ? props.refreshSignal : undefined}
      live={live}
      toolbarStart={global ? <Checkbox label="Active Events" checked={active} onChange={(e) => setActive(e.currentTarget.checked)} /> : undefined}
    />
  );

  return (
    <>
      {global ? (
        <AppCard title={active ? 'Active Network Events' : 'Network Events'} fill data-testid="network-events-card">
          {grid}
        </AppCard>
      ) : (
        grid
      )}
      <NetworkEventPopups open={open} onClose={() => setOpen(undefined)} />
    </>
  );
}
