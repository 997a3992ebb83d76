import { TOP_ALERTS_SIZE, type TopAlertsRow } from '@nms/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { AGGREGATES_VIEW } from '../../../lib/live/live-types';
import { useLiveReload } from '../../../lib/live/use-live';
import { orEmpty, useRefreshOn } from './use-refresh';

export type TopAlertsField = 'elementName' | 'nmd';

/** GET es/alerts/top?field=: the keys with the most open alerts, with counts per severity. */
export async function fetchTopAlerts(field: TopAlertsField, signal?: AbortSignal): Promise<TopAlertsRow[]> {
  const answer = await api.get('/es/alerts/top', { query: { field, size: TOP_ALERTS_SIZE }, signal });
  return answer.data;
}

export function useTopAlerts(field: TopAlertsField, refreshSignal?: number) {
  const q = useQuery({
    queryKey: ['es', 'alerts', 'top', field],
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: ({ signal }) => orEmpty('Top alerts', () => fetchTopAlerts(field, signal), [] as TopAlertsRow[]),
  });
  useRefreshOn(refreshSignal, q.refetch);
  useLiveReload(AGGREGATES_VIEW, () => q.refetch());
  return q;
}
