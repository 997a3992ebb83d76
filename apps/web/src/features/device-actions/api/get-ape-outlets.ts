import { useQuery } from '@tanstack/react-query';
import { outletOption, type OutletOption } from './get-wattbox-outlets';
import { runDeviceAction } from './run-device-action';

interface ApeStatus {
  outlets?: { outlet_number: number | string; name?: string | null }[];
}

/** Hughes APE outlets come from pingOrCurrentStatusHughesApe's results.outlets[] (spec 001 §7). */
export async function fetchApeOutlets(deviceName: string): Promise<OutletOption[]> {
  const results = (await runDeviceAction('pingOrCurrentStatusHughesApe', deviceName)) as ApeStatus | null;
  const outlets = results && Array.isArray(results.outlets) ? results.outlets : [];
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
