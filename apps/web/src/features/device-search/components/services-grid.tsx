import { Alert, Text } from '@mantine/core';
import { DEVICE_SEARCH_PAGE_SIZE, DEVICE_SEARCH_PAGE_SIZES, GRID_PIE_SIZE, serviceDevicesQuery, type ServiceAggregationRow } from '@nms/contract';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { MESSAGES } from '../../../components/notice/messages';
import { useServiceAggregations } from '../../network-hierarchy';
import { ClientGrid } from '../../../components/client-grid/client-grid';
import { ServiceStatusPie } from './service-status-pie';

const rowId = (r: ServiceAggregationRow) => r.nmd;

/** Service (nmd), Total Devices, and Status: the pie of the service's devices by state. */
const COLUMNS: ColDef<ServiceAggregationRow>[] = [
  { colId: 'nmd', headerName: 'Service', field: 'nmd', flex: 1, minWidth: 120 },
  {
    colId: 'device_count',
    headerName: 'Total Devices',
    field: 'device_count',
    width: 130,
    type: 'rightAligned',
    sort: 'desc',
    valueFormatter: (p) => Number(p.value ?? 0).toLocaleString('en-US'),
  },
  {
    colId: 'device_count_by_state',
    headerName: 'Status',
    width: GRID_PIE_SIZE.width + 24,
    sortable: false,
    valueGetter: (p) => p.data?.device_count_by_state.map((a) => `${a.label}: ${a.value}`).join(', '),
    cellRenderer: (p: ICellRendererParams<ServiceAggregationRow>) => (p.data ? <ServiceStatusPie counts={p.data.device_count_by_state} /> : null),
  },
];

/** The 'Services' grid: device counts per service (nmd) of the chosen device's service members. */
export function ServicesGrid({ serviceId }: { serviceId: string | null | undefined }) {
  const answer = useServiceAggregations(serviceId ? serviceDevicesQuery(serviceId) : undefined);
  const rows = !serviceId || answer.isError ? [] : answer.data?.data;
  return (
    <section style={{ display: 'flex', flexDirection: 'column', minHeight: 260, flex: 1 }} data-testid="services-grid">
      <Text fw={600} pb={6}>
        Services
      </Text>
      {answer.isError && (
        <Alert color="red" variant="light" py={6} mb={8} role="alert">
          {MESSAGES.dataLoadingError}
        </Alert>
      )}
      <ClientGrid<ServiceAggregationRow>
        testId="services-client-grid"
        rows={rows}
        columns={COLUMNS}
        rowId={rowId}
        pageSizes={DEVICE_SEARCH_PAGE_SIZES}
        defaultPageSize={DEVICE_SEARCH_PAGE_SIZE}
        rowHeight={GRID_PIE_SIZE.height + 4}
        loading={!!serviceId && answer.isFetching && !answer.data}
      />
    </section>
  );
}
