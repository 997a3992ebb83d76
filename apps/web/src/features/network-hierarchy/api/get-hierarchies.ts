import type { HierarchyNode } from '@nms/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET es/services/hierarchies → the flat node list (spec 001 §7). */
export async function fetchHierarchies(signal?: AbortSignal): Promise<HierarchyNode[]> {
  return (await api.get('/es/services/hierarchies', { signal })).data;
}

export const hierarchiesQueryKey = ['es', 'services', 'hierarchies'] as const;

export function useHierarchies() {
  return useQuery({ queryKey: hierarchiesQueryKey, retry: false, queryFn: ({ signal }) => fetchHierarchies(signal) });
}
