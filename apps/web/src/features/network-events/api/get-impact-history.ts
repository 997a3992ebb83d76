import { GROUP_SERIES, groupMetricFilter, metricPeriod, type MetricSeries } from '@nms/contract';
import { useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toSeconds, type MetricWindow } from '../../../components/metric-window/metric-window';

export type GroupSeriesName = (typeof GROUP_SERIES)[number];

/** One impact history request: a group series over a window, averaged by the period rule. */
export interface ImpactHistoryRequest {
  start_timestamp: number;
  end_timestamp: number;
  period: ReturnType<typeof metricPeriod>;
  filter_expression: string;
}

export function impactHistoryRequest(group: string, name: GroupSeriesName, win: MetricWindow): ImpactHistoryRequest {
  return {
    start_timestamp: toSeconds(win.start),
    end_timestamp: toSeconds(win.end),
    period: metricPeriod(win.hours),
    filter_expression: groupMetricFilter(group, name),
  };
}

/** GET apg/db/object-data/with-filter for one series: data[0] (its points are in avg_data). */
export async function fetchImpactSeries(request: ImpactHistoryRequest, signal?: AbortSignal): Promise<MetricSeries | undefined> {
  const answer = await api.get('/apg/db/object-data/with-filter', { query: request, signal });
  return answer.data?.[0];
}

export const impactSeriesKey = (request: ImpactHistoryRequest) => ['apg', 'object-data', request] as const;

/**
 * The four series of the impact history chart: Total, Impacted and maxperc (the three calls of
 * spec 000 §7) and the threshold (a fourth call, the Network Event Threshold series).
 */
export function useImpactHistory(group: string, win: MetricWindow) {
  return useQueries({
    queries: GROUP_SERIES.map((name) => {
      const request = impactHistoryRequest(group, name, win);
      return {
        queryKey: impactSeriesKey(request),
        queryFn: ({ signal }: { signal: AbortSignal }) => fetchImpactSeries(request, signal),
        retry: false,
      };
    }),
    combine: combineSeries,
  });
}

type SeriesResult = { data?: MetricSeries; isFetching: boolean; error: Error | null };

// Module-level so TanStack keeps the combined value's identity while nothing changed.
function combineSeries(results: SeriesResult[]) {
  return {
    series: results.map((r, i) => ({ name: GROUP_SERIES[i], points: r.data?.avg_data ?? [] })),
    loading: results.some((r) => r.isFetching),
    error: results.find((r) => r.error)?.error ?? undefined,
  };
}
