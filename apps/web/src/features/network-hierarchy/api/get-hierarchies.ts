import type { HierarchyNode } from '@nms/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { AGGREGATES_VIEW } from '../../../lib/live/live-types';
import { useLiveReload } from '../../../lib/live/use-live';

/** GET es/services/hierarchies → the flat node list (spec 001 §7). */
export async function fetchHierarchies(signal?: AbortSignal): Promise<HierarchyNode[]> {
  return (await api.get('/es/services/hierarchies', { signal })).data;
}

export const hierarchiesQueryKey = ['es', 'services', 'hierarchies'] as const;

/**
 * The hierarchy's nodes and counts. With Live on the counts follow the fleet, read beside the
 * query (the card's Refresh button does not spin for a live read).
 */
export function useHierarchies() {
  const client = useQueryClient();
  useLiveReload(AGGREGATES_VIEW, async () => client.setQueryData(hierarchiesQueryKey, await fetchHierarchies()));
  return useQuery({ queryKey: hierarchiesQueryKey, retry: false, queryFn: ({ signal }) => fetchHierarchies(signal) });
}
