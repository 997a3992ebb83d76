import type { NetworkChartType, SunburstNode } from '@nms/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET svn/network/chart?network_type= → the sunburst tree (spec 001 §7). */
export async function fetchNetworkChart(networkType: NetworkChartType, signal?: AbortSignal): Promise<SunburstNode> {
  const answer = await apiFetch<{ data: SunburstNode }>('/svn/network/chart', { params: { network_type: networkType }, signal });
  return answer.data;
}

export const networkChartQueryKey = (networkType: NetworkChartType) => ['svn', 'network', 'chart', networkType] as const;

export function useNetworkChart(networkType: NetworkChartType) {
  return useQuery({
    queryKey: networkChartQueryKey(networkType),
    retry: false,
    queryFn: ({ signal }) => fetchNetworkChart(networkType, signal),
  });
}
