import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface DeviceSeriesEntry {
  name: string;
  label: string;
  unit: string;
}

/** GET /api/v1.0/apg/db/device-series?device_name= → the series stored for the device (ifIn:eth0, cpu...). */
export async function fetchDeviceSeries(deviceName: string, signal?: AbortSignal): Promise<DeviceSeriesEntry[]> {
  const answer = await api.get('/apg/db/device-series', { query: { device_name: deviceName }, signal });
  return answer.data ?? [];
}

export const deviceSeriesKey = (deviceName: string) => ['apg', 'device-series', deviceName] as const;

/**
 * Kept a minute: a device gains an interface's series only when the poller first reads it. A
 * failure is not retried: the chart still draws the device's own series without the list.
 */
export function useDeviceSeries(deviceName: string, enabled = true) {
  return useQuery({
    queryKey: deviceSeriesKey(deviceName),
    queryFn: ({ signal }) => fetchDeviceSeries(deviceName, signal),
    staleTime: 60_000,
    retry: false,
    enabled,
  });
}
