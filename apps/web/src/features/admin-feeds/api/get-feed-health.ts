import type { FeedHealth } from '@nms/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET admin/feeds: the feeds' counters, the pollers' pace and the newest unknown sources. */
export function fetchFeedHealth(signal?: AbortSignal): Promise<FeedHealth> {
  return api.get('/admin/feeds', { signal });
}

export const feedHealthKey = ['admin', 'feeds'] as const;

/** Read again every 10 s while open: counters move with the network, not with this screen. */
export const FEED_HEALTH_REFRESH_MS = 10_000;

export const invalidateFeedHealth = (client: QueryClient) => client.invalidateQueries({ queryKey: feedHealthKey });

export function useFeedHealth() {
  return useQuery({
    queryKey: feedHealthKey,
    queryFn: ({ signal }) => fetchFeedHealth(signal),
    refetchInterval: FEED_HEALTH_REFRESH_MS,
    retry: false,
  });
}
