import type { MetricPeriod, MetricSeries } from '@nms/contract';
import { api } from '../../../lib/api-client';

export interface MetricRequest {
  start_timestamp: number;
  end_timestamp: number;
  period: MetricPeriod;
  filter_expression: string;
}

/** GET /api/v1.0/apg/db/object-data/with-filter → data[] (one entry per series, points in avg_data). */
export async function fetchMetricData(request: MetricRequest, signal?: AbortSignal): Promise<MetricSeries[]> {
  const answer = await api.get('/apg/db/object-data/with-filter', { query: request, signal });
  return answer.data ?? [];
}

/** A chart window's read: `end` is 'now' for a window that follows the clock (its data carries its times). */
export const metricWindowKey = (w: { filter: string; period: MetricPeriod; hours: number; end: number | 'now' }) =>
  ['apg', 'object-data', 'window', w] as const;

/** A point's time in epoch ms: its `timestamp` (epoch s), else date_string read as UTC MM/DD/YYYY HH:mm:ss. */
export function pointTime(p: { timestamp?: number; date_string?: string }): number | undefined {
  if (typeof p.timestamp === 'number') return p.timestamp * 1000;
  const m = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(p.date_string ?? '');
  return m ? Date.UTC(+m[3], +m[1] - 1, +m[2], +m[4], +m[5], +m[6]) : undefined;
}
