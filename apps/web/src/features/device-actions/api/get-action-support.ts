import type { ActionSupport } from '@nms/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /action/device/support: who answers the device's actions and which are unavailable, with why. */
export function fetchActionSupport(deviceName: string, signal?: AbortSignal): Promise<ActionSupport> {
  return api.get('/action/device/support', { query: { deviceName }, signal });
}

export const actionSupportKey = (deviceName: string) => ['device-actions', 'support', deviceName] as const;

/**
 * Read once per device and kept a minute: it changes only when the device's SNMP settings or
 * vendor do. While it loads (or if it fails) nothing is disabled: the API still refuses a run.
 */
export function useActionSupport(deviceName: string) {
  return useQuery({
    queryKey: actionSupportKey(deviceName),
    queryFn: ({ signal }) => fetchActionSupport(deviceName, signal),
    staleTime: 60_000,
    retry: false,
  });
}
