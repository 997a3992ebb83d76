import { useQuery } from '@tanstack/react-query';
import { outletOption, type OutletOption } from './get-wattbox-outlets';
import { api } from '../../../lib/api-client';

/** Hughes APE outlets come from pingOrCurrentStatusHughesApe's results.outlets[] (spec 001 §7). */
export async function fetchApeOutlets(deviceName: string): Promise<OutletOption[]> {
  const { results } = await api.get('/action/device/pingOrCurrentStatusHughesApe', { query: { device_name: deviceName } });
  const outlets = Array.isArray(results?.outlets) ? results.outlets : [];
  return outlets.map((o) => outletOption(o.outlet_number, o.name));
}

export const apeOutletsKey = (deviceName: string) => ['ape', 'outlets', deviceName] as const;

export function useApeOutlets(deviceName: string, enabled: boolean) {
  return useQuery({
    queryKey: apeOutletsKey(deviceName),
    queryFn: () =>
      fetchApeOutlets(deviceName).catch((e: unknown) => {
        console.error('Hughes APE outlet config failed', e);
        return [];
      }),
    enabled,
    staleTime: 60_000,
  });
}
