import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SummaryCounts } from '../../../components/summary-strip/summary-format';
import { wasAborted } from '../../../lib/aborted';
import { api } from '../../../lib/api-client';
import { useLiveReload } from '../../../lib/live/use-live';
import { devicesView } from '../logic/live-devices';

/** GET /api/v1.0/es/devices/summary?query=: device counts by state for the grid's query. */
export async function fetchDeviceSummary(query: string, signal?: AbortSignal): Promise<SummaryCounts> {
  const answer = await api.get('/es/devices/summary', { query: { query }, signal });
  return answer.data ?? {};
}

export const deviceSummaryQueryKey = (query: string) => ['es', 'devices', 'summary', query] as const;

/**
 * A failure is only logged (spec 001 §8): the strip keeps what it showed. With Live on the counts
 * follow the devices of the query (the grid beside the strip watches the same view: one on the stream).
 */
export function useDeviceSummary(query: string | undefined) {
  const summary = useQuery({
    queryKey: deviceSummaryQueryKey(query ?? ''),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: async ({ signal }) => {
      try {
        return await fetchDeviceSummary(query ?? '*', signal);
      } catch (e) {
        // A query replaced by a newer one (aborted) did not fail.
        if (!wasAborted(e, signal)) console.error('Device summary failed', e);
        throw e;
      }
    },
  });
  useLiveReload(query === undefined ? undefined : devicesView(query), () => summary.refetch());
  return summary;
}

/** The counts are not known yet: nothing answered (the grid has not run its query, or it runs). */
export const summaryLoading = (summary: { data: unknown; isError: boolean }): boolean => summary.data === undefined && !summary.isError;
