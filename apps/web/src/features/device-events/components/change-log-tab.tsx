import type { PageRequest } from '@nms/contract';
import { Select } from '@mantine/core';
import { CHANGE_LOG_SOURCES, type CpeChangeRow } from '@nms/contract';
import { useCallback, useState } from 'react';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { MESSAGES } from '../../../components/notice/messages';
import { queryClient } from '../../../lib/query-client';
import { cpeChangesKey, fetchCpeChanges, type CpeChangesRequest } from '../api/get-cpe-changes';
import { CPE_CHANGE_COLUMNS } from './change-log-columns';

const DEFAULT_SORT = { field: '_time', order: 'desc' } as const;
const NO_SEARCH: string[] = [];
const loadError = () => MESSAGES.dataLoadingError;

/**
 * The Change Log tab: a source selector offering only CPE (spec 000 §2) and the grid of
 * splunk/cpe. The call answers up to 1000 rows at once; the grid pages through that answer,
 * fetched once per sort.
 */
export function ChangeLogTab({ deviceName, nmd, refreshSignal }: { deviceName: string; nmd?: string | null; refreshSignal?: number }) {
  const [source, setSource] = useState<string>(CHANGE_LOG_SOURCES[0]);

  const fetchPage = useCallback(
    async (page: PageRequest) => {
      const request: CpeChangesRequest = { device_name: deviceName, nmd: nmd ?? undefined, sort: page.sort, order: page.order };
      const rows = await queryClient.fetchQuery({
        queryKey: cpeChangesKey(request),
        queryFn: ({ signal }) => fetchCpeChanges(request, signal),
        retry: false,
      });
      return { data: rows.slice(page.offset, page.offset + page.limit), total: rows.length };
    },
    [deviceName, nmd],
  );

  return (
    <DataGrid<CpeChangeRow>
      key={`${deviceName}|${source}`}
      gridId="device-change-log"
      columns={CPE_CHANGE_COLUMNS}
      fetchPage={fetchPage}
      defaultSort={DEFAULT_SORT}
      searchFields={NO_SEARCH}
      exportFileName="ChangeLog"
      loadErrorText={loadError}
      refreshSignal={refreshSignal}
      toolbarStart={
        <Select
          size="xs"
          w={110}
          aria-label="Source"
          allowDeselect={false}
          data={[...CHANGE_LOG_SOURCES]}
          value={source}
          onChange={(v) => v && setSource(v)}
        />
      }
    />
  );
}
