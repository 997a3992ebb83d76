import type { NetworkChartType, SunburstNode } from '@nms/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { AGGREGATES_VIEW } from '../../../lib/live/live-types';
import { useLiveReload } from '../../../lib/live/use-live';

/** GET svn/network/chart?network_type= → the sunburst tree (spec 001 §7). */
export async function fetchNetworkChart(networkType: NetworkChartType, signal?: AbortSignal): Promise<SunburstNode> {
  const answer = await api.get('/svn/network/chart', { query: { network_type: networkType }, signal });
  return asTree(answer.data);
}

type AnswerNode = Omit<SunburstNode, 'children'> & { children?: unknown[] };

/** The schema keeps the tree's recursion out (children are unknown there); each child is read as a node. */
function asTree(node: AnswerNode): SunburstNode {
  const { children, ...rest } = node;
  return children ? { ...rest, children: children.filter(isNode).map(asTree) } : rest;
}

const isNode = (value: unknown): value is AnswerNode =>
  !!value && typeof value === 'object' && 'key' in value && 'name' in value && 'device_count' in value;

export const networkChartQueryKey = (networkType: NetworkChartType) => ['svn', 'network', 'chart', networkType] as const;

/** The sunburst's tree; with Live on it follows the fleet's counts. */
export function useNetworkChart(networkType: NetworkChartType) {
  const chart = useQuery({
    queryKey: networkChartQueryKey(networkType),
    retry: false,
    queryFn: ({ signal }) => fetchNetworkChart(networkType, signal),
  });
  useLiveReload(AGGREGATES_VIEW, () => chart.refetch());
  return chart;
}
