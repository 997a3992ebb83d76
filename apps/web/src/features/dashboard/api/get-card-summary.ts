import type { SummaryCounts } from '@nms/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { AGGREGATES_VIEW } from '../../../lib/live/live-types';
import { useLiveReload } from '../../../lib/live/use-live';
import { orEmpty, useRefreshOn } from './use-refresh';

export const ZERO_COUNTS: SummaryCounts = { total: 0, critical: 0, major: 0, minor: 0, normal: 0, unknown: 0 };

/** GET es/devices/summary?query= for one Summary View card; the dashboard reads data.data (spec 001 §7). */
export async function fetchCardSummary(query: string, signal?: AbortSignal): Promise<SummaryCounts> {
  const answer = await api.get('/es/devices/summary', { query: { query }, signal });
  return { ...ZERO_COUNTS, ...answer.data.data };
}

export function useCardSummary(query: string, refreshSignal?: number) {
  const q = useQuery({
    queryKey: ['es', 'devices', 'summary', 'dashboard', query],
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: ({ signal }) => orEmpty('Device summary', () => fetchCardSummary(query, signal), ZERO_COUNTS),
  });
  useRefreshOn(refreshSignal, q.refetch);
  useLiveReload(AGGREGATES_VIEW, () => q.refetch());
  return q;
}
