import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import type { NmcAnswer } from './nmc-row';

/** GET nmc/sf_active_notifications: no parameters, every open notification case (spec 001 §7). */
export function fetchSfActiveNotifications(signal?: AbortSignal): Promise<NmcAnswer> {
  return api.get('/nmc/sf_active_notifications', { signal });
}

export const sfActiveNotificationsKey = ['nmc', 'sf_active_notifications'] as const;

/** How long the one answer serves page turns, sorts and searches before it is asked again. */
const REUSE_MS = 60_000;

/** The one answer the grid pages through; `fresh` (Refresh, the timer) asks the server again. */
export function loadSfActiveNotifications(fresh: boolean): Promise<NmcAnswer> {
  return queryClient.fetchQuery({
    queryKey: sfActiveNotificationsKey,
    queryFn: ({ signal }) => fetchSfActiveNotifications(signal),
    staleTime: fresh ? 0 : REUSE_MS,
    retry: false,
  });
}
