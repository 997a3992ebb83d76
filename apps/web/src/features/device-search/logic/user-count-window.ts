import { toSeconds, type MetricWindow } from '../../../components/metric-window/metric-window';
import type { UserCountsRequest } from '../api/get-user-counts';

/**
 * The graph's window is the metric charts' (useChartWindow: last 24 hours at first, a new zoom
 * ends now, the arrows move by the zoom, never past now); this is its call.
 */
/** The performance call of one window, epoch seconds as the API takes them. */
export function userCountsRequest(win: MetricWindow, ids: { stack_id: number; device_id: number }): UserCountsRequest {
  return { device_id: ids.device_id, stack_id: ids.stack_id, start_timestamp: toSeconds(win.start), end_timestamp: toSeconds(win.end) };
}
