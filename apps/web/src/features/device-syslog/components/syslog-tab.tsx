import type { PageRequest } from '@nms/contract';
import { SYSLOG_DEFAULT_LIMIT, SYSLOG_PAGE_SIZES, type SyslogMessageRow } from '@nms/contract';
import { useCallback } from 'react';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { queryClient } from '../../../lib/query-client';
import { deviceSyslogParams, deviceSyslogQuery } from '../api/get-device-syslog';
import { SYSLOG_COLUMNS, syslogRowClass } from './syslog-columns';

const DEFAULT_SORT = { field: 'time', order: 'desc' } as const;
const rowId = (row: SyslogMessageRow) => String(row.id);

export interface SyslogTabProps {
  deviceName: string;
  refreshSignal?: number;
}

/**
 * The Syslog tab of Device Details (issue 16, beyond the spec): the messages the syslog receiver
 * stored for the device, newest first, paged, sorted and filtered on the server by the Lucene box
 * (e.g. `severity:[0 TO 3]`, `app:sshd`, `message:*down*`). A refused query shows the server's
 * message naming the field.
 */
export function SyslogTab({ deviceName, refreshSignal }: SyslogTabProps) {
  const fetchPage = useCallback(
    (request: PageRequest) => queryClient.fetchQuery(deviceSyslogQuery(deviceSyslogParams(deviceName, request))),
    [deviceName],
  );
  return (
    <DataGrid<SyslogMessageRow>
      key={deviceName}
      gridId="device-syslog"
      columns={SYSLOG_COLUMNS}
      fetchPage={fetchPage}
      defaultSort={DEFAULT_SORT}
      pageSizes={SYSLOG_PAGE_SIZES}
      defaultPageSize={SYSLOG_DEFAULT_LIMIT}
      exportFileName="Syslog"
      rowId={rowId}
      rowClass={syslogRowClass}
      luceneBox
      refreshSignal={refreshSignal}
    />
  );
}
