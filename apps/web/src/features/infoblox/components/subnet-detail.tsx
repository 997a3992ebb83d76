import { Alert, Group, Select, Stack, Text } from '@mantine/core';
import { IB_DETAIL_PAGE_SIZE, IB_PAGE_SIZES, IB_STATUS_FILTER_LABELS, IB_STATUS_FILTERS, type IbStatusFilter } from '@nms/contract';
import type { GridApi } from 'ag-grid-community';
import { useMemo, useRef, useState } from 'react';
import { ClientGrid } from '../../../components/client-grid/client-grid';
import { rowsOnPage } from '../../../components/data-grid/grid-export';
import { causeOf, dataLoadingServerError } from '../../../components/notice/messages';
import { useIpRange } from '../api/get-ip-range';
import { rangeViewRow, type IbViewRow } from '../logic/view-rows';
import { DETAIL_COLUMNS, initiallyHidden, toColDefs } from './result-columns';
import { ResultsTools } from './results-tools';

const STATUS_OPTIONS = IB_STATUS_FILTERS.map((s) => ({ value: s, label: IB_STATUS_FILTER_LABELS[s] }));
const rowId = (r: IbViewRow) => r.key;

/** Height of the detail row in the results grid: title and tools, 10 rows, pager. */
export const SUBNET_DETAIL_HEIGHT = 510;

/** A subnet's detail row (spec 002 §2.6): its addresses by status, 10 a page. */
export function SubnetDetail({ network, view }: { network: string; view: string }) {
  const [status, setStatus] = useState<IbStatusFilter>('ALL');
  const [hidden, setHidden] = useState(() => initiallyHidden(DETAIL_COLUMNS));
  const api = useRef<GridApi<IbViewRow> | null>(null);
  const answer = useIpRange({ network, view, status });
  const rows = useMemo(() => (answer.isError ? [] : (answer.data?.data.map(rangeViewRow) ?? [])), [answer.isError, answer.data]);
  const columns = useMemo(() => toColDefs(DETAIL_COLUMNS, hidden), [hidden]);
  const toggle = (field: string, visible: boolean) =>
    setHidden((h) => {
      const next = new Set(h);
      if (visible) next.delete(field);
      else next.add(field);
      return next;
    });

  return (
    <Stack gap={6} p="sm" h={SUBNET_DETAIL_HEIGHT} data-testid="ib-detail" style={{ boxSizing: 'border-box' }}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Text fw={600} size="sm" data-testid="ib-detail-title">
            IP Ranges for Network: {network} Network View: {view}
          </Text>
          <Select
            size="xs"
            w={140}
            aria-label="Status filter"
            allowDeselect={false}
            data={STATUS_OPTIONS}
            value={status}
            onChange={(v) => v && setStatus(v as IbStatusFilter)}
          />
        </Group>
        <ResultsTools
          columns={DETAIL_COLUMNS}
          hidden={hidden}
          onToggle={toggle}
          pageRows={() => (api.current ? rowsOnPage(api.current) : rows)}
          allRows={rows}
          onRefresh={() => void answer.refetch()}
        />
      </Group>
      {answer.isError && (
        <Alert color="red" variant="light" py={6} role="alert" data-testid="ib-detail-error">
          {/* The client reads the server's message, else its error field (spec 002 §8). */}
          {dataLoadingServerError(causeOf(answer.error))}
        </Alert>
      )}
      <ClientGrid<IbViewRow>
        testId="ib-detail-grid"
        rows={rows}
        columns={columns}
        rowId={rowId}
        pageSizes={IB_PAGE_SIZES}
        defaultPageSize={IB_DETAIL_PAGE_SIZE}
        loading={answer.isFetching}
        onReady={(a) => (api.current = a)}
      />
    </Stack>
  );
}
