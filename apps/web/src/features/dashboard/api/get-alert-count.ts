import { ALERT_WINDOWS, formatAlertCountDate, type AlertCountBucket } from '@nms/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { AGGREGATES_VIEW } from '../../../lib/live/live-types';
import { useLiveReload } from '../../../lib/live/use-live';
import { orEmpty, useRefreshOn } from './use-refresh';

export type AlertWindow = (typeof ALERT_WINDOWS)[number];

export interface AlertCounts {
  total: number;
  buckets: AlertCountBucket[];
}

const EMPTY: AlertCounts = { total: 0, buckets: [] };

/** GET es/alert-count over [now − window, now) in the window's interval (spec 001 §2.6, §7). */
export async function fetchAlertCount(window: AlertWindow, now: number, signal?: AbortSignal): Promise<AlertCounts> {
  const params = {
    start_date: formatAlertCountDate(now - window.hours * 3_600_000),
    end_date: formatAlertCountDate(now),
    interval: window.interval,
  };
  const answer = await api.get('/es/alert-count', { query: params, signal });
  return { total: answer.alert_count, buckets: answer[`alert_counts_by_${window.interval}`]?.buckets ?? [] };
}

export function useAlertCount(window: AlertWindow, refreshSignal?: number) {
  const q = useQuery({
    queryKey: ['es', 'alert-count', window.label],
    placeholderData: keepPreviousData,
    retry: false,
    // The window ends at the moment of each load (a timer tick moves it forward).
    queryFn: ({ signal }) => orEmpty('Alert count', () => fetchAlertCount(window, Date.now(), signal), EMPTY),
  });
  useRefreshOn(refreshSignal, q.refetch);
  useLiveReload(AGGREGATES_VIEW, () => q.refetch());
  return q;
}
