import type { DeviceSyslogQuery, PageAnswer, PageRequest, SyslogMessageRow } from '@nms/contract';
import { api } from '../../../lib/api-client';
import { pageParams } from '../../../lib/page-params';

export type SyslogPage = PageAnswer<SyslogMessageRow>;

/** The grid's page request as es/device/syslog takes it ('*', the grid's "everything", is left out). */
export const deviceSyslogParams = (deviceName: string, request: PageRequest): DeviceSyslogQuery => ({
  device_name: deviceName,
  ...pageParams(request),
});

/** GET es/device/syslog: device_name, query (Lucene), sort, order, offset, limit → data, total (newest first by default). */
export function fetchDeviceSyslog(params: DeviceSyslogQuery, signal?: AbortSignal): Promise<SyslogPage> {
  return api.get('/es/device/syslog', { query: params, signal });
}

export const deviceSyslogKey = (params: DeviceSyslogQuery) => ['device-syslog', params.device_name, params] as const;

export const deviceSyslogQuery = (params: DeviceSyslogQuery) => ({
  queryKey: deviceSyslogKey(params),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchDeviceSyslog(params, signal),
  // Live data: every grid load and refresh asks the server.
  staleTime: 0,
  retry: false,
});
