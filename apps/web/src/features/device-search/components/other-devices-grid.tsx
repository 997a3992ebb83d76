import { Alert, Group, Text, TextInput } from '@mantine/core';
import { DEVICE_SEARCH_PAGE_SIZE, DEVICE_SEARCH_PAGE_SIZES, DEVICE_SEARCH_PANEL_WIDTH, type OtherDevice } from '@nms/contract';
import { IconSearch } from '@tabler/icons-react';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { useMemo, useState } from 'react';
import { MESSAGES } from '../../../components/notice/messages';
import { ClientGrid } from '../../../components/client-grid/client-grid';
import { useOtherDevices, type ServiceRef } from '../api/get-other-devices';
import { searchRows } from '../logic/search-rows';
import { OtherDeviceMenu, type OtherDeviceAction } from './other-device-menu';

const rowId = (r: OtherDevice) => r.name;
const text = (field: keyof OtherDevice, headerName: string, width: number): ColDef<OtherDevice> => ({
  colId: field,
  field,
  headerName,
  width,
  filter: 'agTextColumnFilter',
  filterParams: { buttons: ['reset'], maxNumConditions: 1, trimInput: true },
});

export interface OtherDevicesGridProps {
  service: ServiceRef | undefined;
  /** The chosen device: a new one starts with an empty search. */
  deviceName: string | undefined;
  onAction: (action: OtherDeviceAction, row: OtherDevice) => void;
}

/**
 * 'All Devices of {service_type}:{service_id}': the whole service answered at once, so sorting,
 * the search panel (200 wide) and paging (15, 25, 50, 100) run in the browser.
 */
export function OtherDevicesGrid({ service, deviceName, onAction }: OtherDevicesGridProps) {
  const answer = useOtherDevices(service);
  const [search, setSearch] = useState('');
  // The text searched the last device's list; kept, it would hide the new device's rows.
  const [searchedFor, setSearchedFor] = useState(deviceName);
  if (searchedFor !== deviceName) {
    setSearchedFor(deviceName);
    setSearch('');
  }
  const rows = useMemo(
    () => (!service || answer.isError ? [] : answer.data ? searchRows(answer.data.data, search) : undefined),
    [service, answer.isError, answer.data, search],
  );

  const columns = useMemo<ColDef<OtherDevice>[]>(
    () => [
      {
        colId: 'actions',
        headerName: 'Actions',
        width: 80,
        sortable: false,
        resizable: false,
        cellRenderer: (p: ICellRendererParams<OtherDevice>) => (p.data ? <OtherDeviceMenu row={p.data} onAction={onAction} /> : null),
      },
      { ...text('name', 'Hostname', 220), sort: 'asc' },
      text('org_name', 'Organization', 220),
      text('type', 'Device Type', 170),
      { ...text('ip', 'IP', 150), flex: 1 },
    ],
    [onAction],
  );

  const title = `All Devices of ${service?.service_type ?? 'Unknown'}:${service?.service_id ?? 'Unknown'}`;
  return (
    <section style={{ display: 'flex', flexDirection: 'column', minHeight: 380 }} data-testid="other-devices">
      <Group justify="space-between" pb={6} wrap="nowrap">
        <Text fw={600} truncate data-testid="other-devices-title">
          {title}
        </Text>
        <TextInput
          size="xs"
          w={DEVICE_SEARCH_PANEL_WIDTH}
          placeholder="Search ..."
          aria-label="Search devices"
          leftSection={<IconSearch size={14} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      </Group>
      {answer.isError && (
        <Alert color="red" variant="light" py={6} mb={8} role="alert">
          {MESSAGES.dataLoadingError}
        </Alert>
      )}
      <ClientGrid<OtherDevice>
        testId="other-devices-grid"
        rows={rows}
        columns={columns}
        rowId={rowId}
        pageSizes={DEVICE_SEARCH_PAGE_SIZES}
        defaultPageSize={DEVICE_SEARCH_PAGE_SIZE}
        loading={!!service && answer.isFetching && !answer.data}
      />
    </section>
  );
}
