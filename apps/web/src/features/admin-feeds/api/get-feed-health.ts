import type { FeedHealth } from '@nms/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { DATA_PREFIXES } from '../../../lib/data-changes';

/** GET admin/feeds: the feeds' counters, the pollers' pace and the newest unknown sources. */
export function fetchFeedHealth(signal?: AbortSignal): Promise<FeedHealth> {
  return api.get('/admin/feeds', { signal });
}

export const feedHealthKey = DATA_PREFIXES.feedHealth[0];

/** Read again every 10 s while open: counters move with the network, not with this screen. */
export const FEED_HEALTH_REFRESH_MS = 10_000;

export function useFeedHealth() {
  return useQuery({
    queryKey: feedHealthKey,
    queryFn: ({ signal }) => fetchFeedHealth(signal),
    refetchInterval: FEED_HEALTH_REFRESH_MS,
    retry: false,
  });
}
