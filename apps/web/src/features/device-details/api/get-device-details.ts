import type { DeviceDetailsData } from '@nms/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { deviceDataKey } from '../../../lib/data-changes';

/** GET /api/v1.0/device/device-details?device_id= → data with every section of the page (spec 000 §7). */
export async function fetchDeviceDetails(deviceId: string, signal?: AbortSignal): Promise<DeviceDetailsData> {
  const answer = await api.get('/device/device-details', { query: { device_id: deviceId }, signal });
  return answer.data;
}

export const deviceDetailsKey = (deviceId: string) => deviceDataKey('details', [deviceId]);

/**
 * The page's one load. A failed load leaves no data (every section resets: spec 000 §4), and
 * the page shows 'Device {name} does not exists...'. No retry: an unknown name is a 404.
 */
export function useDeviceDetails(deviceId: string | undefined) {
  return useQuery({
    queryKey: deviceDetailsKey(deviceId ?? ''),
    queryFn: ({ signal }) => fetchDeviceDetails(deviceId!, signal),
    enabled: !!deviceId,
    retry: false,
  });
}
