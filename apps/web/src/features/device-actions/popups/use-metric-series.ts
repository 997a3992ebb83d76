import { deviceMetricFilter, metricPeriod } from '@nms/contract';
import { useQuery } from '@tanstack/react-query';
import { toSeconds, windowEndingAt, type MetricWindow } from '../../../components/metric-window/metric-window';
import { fetchMetricData, metricWindowKey } from '../api/get-metric-data';

/** The poller stores one sample a minute: refreshing faster would only redraw the same points. */
const LIVE_REFRESH_MS = 60_000;

interface Args {
  deviceName: string;
  names: readonly string[];
  win: MetricWindow;
  /** The window ends now (not zoomed or stepped into the past): it follows the clock. */
  atNow: boolean;
}

/**
 * A device's series over the chart window, with the window they were read for. While the window
 * ends now, its key leaves the times out and each fetch (the first and every minute's) reads the
 * window ending at that moment, so the chart moves with the clock instead of refetching the
 * minute the popup opened. A window in the past never changes, so it is read once.
 */
export function useMetricSeries({ deviceName, names, win, atNow }: Args) {
  const filter = deviceMetricFilter(deviceName, ...names);
  const period = metricPeriod(win.hours);
  return useQuery({
    queryKey: metricWindowKey({ filter, period, hours: win.hours, end: atNow ? 'now' : win.end }),
    queryFn: async ({ signal }) => {
      const shown = atNow ? windowEndingAt(Date.now(), win.hours) : win;
      const request = { start_timestamp: toSeconds(shown.start), end_timestamp: toSeconds(shown.end), period, filter_expression: filter };
      return { win: shown, series: await fetchMetricData(request, signal) };
    },
    refetchInterval: atNow ? LIVE_REFRESH_MS : false,
  });
}
