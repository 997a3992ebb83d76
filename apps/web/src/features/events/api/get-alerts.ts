import type { PageAnswer, PageRequest } from '@nms/contract';
import { DEFAULT_ALERTS_QUERY, type AlertRow } from '@nms/contract';
import { api } from '../../../lib/api-client';

export { DEFAULT_ALERTS_QUERY };

/** GET /api/v1.0/es/alerts: query, sort, order, offset, limit → data, total (spec 000 §7). */
export function fetchAlerts(request: PageRequest, signal?: AbortSignal): Promise<PageAnswer<AlertRow>> {
  return api.get('/es/alerts', { query: request, signal });
}

/** GET /api/v1.0/es/historical-alerts: the archived alerts, same parameters and answer (spec 001 §7). */
export function fetchHistoricalAlerts(request: PageRequest, signal?: AbortSignal): Promise<PageAnswer<AlertRow>> {
  return api.get('/es/historical-alerts', { query: request, signal });
}
