import { Alert, Group, Text } from '@mantine/core';
import { GRID_PIE_SIZE, SERVICE_DETAILS_PAGE_SIZE, type ServiceAggregationRow } from '@nms/contract';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { useEffect } from 'react';
import { MESSAGES } from '../../../components/notice/messages';
import { useServiceAggregations } from '../api/get-service-aggregations';
import { ClientGrid } from '../../../components/client-grid/client-grid';
import { StatePie } from '../../../components/state-pie/state-pie';

const PAGE_SIZES = [5, 10, 15, 25, 50] as const;
const rowId = (r: ServiceAggregationRow) => r.nmd;

/** CID (nmd), its device count (sorted descending) and the pie of its devices by state (150 × 80). */
const COLUMNS: ColDef<ServiceAggregationRow>[] = [
  { colId: 'nmd', headerName: 'CID', field: 'nmd', flex: 1, minWidth: 120, filter: 'agTextColumnFilter', filterParams: { buttons: ['reset'] } },
  {
    colId: 'device_count',
    headerName: 'Device Count',
    field: 'device_count',
    width: 130,
    type: 'rightAligned',
    sort: 'desc',
    valueFormatter: (p) => Number(p.value ?? 0).toLocaleString('en-US'),
  },
  {
    colId: 'device_count_by_state',
    headerName: 'Status',
    // The 150 px pie box and the cell's padding (at +12 its legend was cut off).
    width: GRID_PIE_SIZE.width + 30,
    sortable: false,
    valueGetter: (p) => p.data?.device_count_by_state.map((a) => `${a.label}: ${a.value}`).join(', '),
    cellRenderer: (p: ICellRendererParams<ServiceAggregationRow>) =>
      p.data ? <StatePie counts={p.data.device_count_by_state} width={GRID_PIE_SIZE.width} height={GRID_PIE_SIZE.height} legend="stacked" /> : null,
  },
];

export interface ServiceDetailsProps {
  /** The selected hierarchy row: its name titles the grid, its deviceQuery selects the devices. */
  serviceName: string | undefined;
  deviceQuery: string | undefined;
  refreshSignal: number;
}

/** Service details of spec 001 §2.9: device counts per service of the selected hierarchy row. */
export function ServiceDetails({ serviceName, deviceQuery, refreshSignal }: ServiceDetailsProps) {
  const answer = useServiceAggregations(deviceQuery);
  const { refetch } = answer;
  // The grid's footer sums device_count itself (spec 001 §2.9), whatever the rows are.
  const total = (answer.data?.data ?? []).reduce((sum, r) => sum + r.device_count, 0);
  useEffect(() => {
    if (refreshSignal) void refetch();
  }, [refreshSignal, refetch]);
  return (
    <section style={{ display: 'flex', flexDirection: 'column', flex: 2, minHeight: 280 }} data-testid="service-details">
      <Group justify="space-between" pb={6} wrap="nowrap">
        <Text fw={600} truncate data-testid="service-details-title">
          {serviceName ? `Service Details of ${serviceName}` : 'Service Details'}
        </Text>
        <Text size="sm" c="dimmed" data-testid="service-details-total">
          {`Total: ${total.toLocaleString('en-US')}`}
        </Text>
      </Group>
      {answer.isError && (
        <Alert color="red" variant="light" py={6} mb={8} role="alert" data-testid="service-details-error">
          {MESSAGES.dataLoadingError}
        </Alert>
      )}
      <ClientGrid<ServiceAggregationRow>
        testId="service-details-grid"
        rows={answer.isError ? [] : answer.data?.data}
        columns={COLUMNS}
        rowId={rowId}
        pageSizes={PAGE_SIZES}
        defaultPageSize={SERVICE_DETAILS_PAGE_SIZE}
        rowHeight={GRID_PIE_SIZE.height + 4}
        loading={answer.isFetching && !answer.data}
      />
    </section>
  );
}
