import type { PageRequest } from '@nms/contract';
import { Title } from '@mantine/core';
import { EVENT_GRID_PAGE_SIZES, type ImpactedCustomersAnswer } from '@nms/contract';
import { useCallback } from 'react';
import { DataGrid } from '../../../components/data-grid/data-grid';
import type { GridColumn } from '../../../components/data-grid/types';
import { MESSAGES } from '../../../components/notice/messages';
import { queryClient } from '../../../lib/query-client';
import { fetchImpactedCustomers, impactedCustomersKey } from '../api/get-impacted-customers';

type CustomerRow = ImpactedCustomersAnswer['data'][number];

const COLUMNS: GridColumn<CustomerRow>[] = [
  { field: 'customer', header: 'Name', width: 320, filterable: false },
  { field: 'device_count', header: 'Device Count', kind: 'number', width: 140, filterable: false },
];
const DEFAULT_SORT = { field: 'customer', order: 'asc' } as const;
const NO_SEARCH: string[] = [];
const rowId = (row: CustomerRow) => row.customer;
const loadError = () => MESSAGES.dataLoadingError;

/** Sorts the one answer of a group (the call takes no sort or paging; a group has few customers). */
function sortRows(rows: readonly CustomerRow[], field: string | undefined, order: 'asc' | 'desc' | undefined): CustomerRow[] {
  const dir = order === 'desc' ? -1 : 1;
  const by =
    field === 'device_count'
      ? (a: CustomerRow, b: CustomerRow) => a.device_count - b.device_count
      : (a: CustomerRow, b: CustomerRow) => a.customer.localeCompare(b.customer);
  return [...rows].sort((a, b) => dir * by(a, b));
}

/**
 * The impacted customers of a network group, titled 'Impacted Devices' (spec 002 §2.9): Name
 * (the customer, ascending) and Device Count, export ActiveNetworkEvents, 25 a page.
 */
export function ImpactedCustomersGrid({ group }: { group: string }) {
  const fetchPage = useCallback(
    async (request: PageRequest, signal?: AbortSignal) => {
      const answer = await queryClient.fetchQuery({
        queryKey: impactedCustomersKey(group),
        queryFn: () => fetchImpactedCustomers(group, signal),
        retry: false,
      });
      const rows = sortRows(answer.data, request.sort, request.order);
      return { data: rows.slice(request.offset, request.offset + request.limit), total: rows.length };
    },
    [group],
  );
  return (
    <>
      <Title order={4} pb={6}>
        Impacted Devices
      </Title>
      <DataGrid<CustomerRow>
        key={group}
        gridId="impacted-customers"
        columns={COLUMNS}
        fetchPage={fetchPage}
        defaultSort={DEFAULT_SORT}
        searchFields={NO_SEARCH}
        pageSizes={EVENT_GRID_PAGE_SIZES}
        defaultPageSize={25}
        exportFileName="ActiveNetworkEvents"
        rowId={rowId}
        loadErrorText={loadError}
      />
    </>
  );
}
