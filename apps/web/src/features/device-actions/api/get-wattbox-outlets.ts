import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface OutletOption {
  value: string;
  label: string;
}

/** An outlet as the select offers it: 'number - name', or the number alone. */
export const outletOption = (number: number | string, name?: string | null): OutletOption => ({
  value: String(number),
  label: name ? `${number} - ${name}` : String(number),
});

/** GET /api/v1.0/wattbox/device/all_outlets_config?device_name: the outlets a reset may name. */
export async function fetchWattboxOutlets(deviceName: string, signal?: AbortSignal): Promise<OutletOption[]> {
  const answer = await api.get('/wattbox/device/all_outlets_config', { query: { device_name: deviceName }, signal });
  return (answer.outlets ?? []).map((o) => outletOption(o.number, o.name));
}

export const wattboxOutletsKey = (deviceName: string) => ['wattbox', 'outlets', deviceName] as const;

/** Failure is only logged (spec 001 §8): the select stays empty. */
export function useWattboxOutlets(deviceName: string, enabled: boolean) {
  return useQuery({
    queryKey: wattboxOutletsKey(deviceName),
    queryFn: ({ signal }) =>
      fetchWattboxOutlets(deviceName, signal).catch((e: unknown) => {
        console.error('Wattbox outlet config failed', e);
        return [];
      }),
    enabled,
    staleTime: 60_000,
  });
}
