import { DEFAULT_ALERTS_QUERY } from '@nms/contract';
import { useQuery } from '@tanstack/react-query';
import type { PageAnswer, PageRequest } from '../../../components/data-grid/types';
import { apiFetch } from '../../../lib/api-client';

/** An alert row as `GET /api/v1.0/es/alerts` answers it (fields of contract ALERT_FIELDS). */
export interface AlertRow {
  name: string;
  severity: number;
  active: boolean;
  elementName?: string | null;
  productCategory?: string | null;
  instanceDisplayName?: string | null;
  eventDisplayName?: string | null;
  eventText?: string | null;
  lastNotifiedAt?: number | null;
  clearedAt?: number | null;
  duration?: number | null;
  count?: number | null;
  troubleTicketID?: string | null;
  visibility?: string | null;
  [field: string]: unknown;
}

export { DEFAULT_ALERTS_QUERY };

/** GET /api/v1.0/es/alerts: query, sort, order, offset, limit → data, total (spec 000 §7). */
export function fetchAlerts(request: PageRequest, signal?: AbortSignal): Promise<PageAnswer<AlertRow>> {
  return apiFetch<PageAnswer<AlertRow>>('/es/alerts', { params: { ...request }, signal });
}

/** GET /api/v1.0/es/historical-alerts: the archived alerts, same parameters and answer (spec 001 §7). */
export function fetchHistoricalAlerts(request: PageRequest, signal?: AbortSignal): Promise<PageAnswer<AlertRow>> {
  return apiFetch<PageAnswer<AlertRow>>('/es/historical-alerts', { params: { ...request }, signal });
}

export const alertsQueryKey = (request: PageRequest) => ['es', 'alerts', request] as const;

export function useAlerts(request: PageRequest) {
  return useQuery({ queryKey: alertsQueryKey(request), queryFn: ({ signal }) => fetchAlerts(request, signal) });
}
