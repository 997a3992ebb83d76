import type { ServiceAggregationRow } from '@nms/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface ServiceAggregations {
  data: ServiceAggregationRow[];
  total: number;
}

/** GET es/hasmat/devices/aggregations?query=&aggregation_field=nmd: device counts per service (spec 001 §2.9). */
export function fetchServiceAggregations(query: string, signal?: AbortSignal): Promise<ServiceAggregations> {
  return apiFetch<ServiceAggregations>('/es/hasmat/devices/aggregations', { params: { query, aggregation_field: 'nmd' }, signal });
}

export function useServiceAggregations(query: string | undefined) {
  return useQuery({
    queryKey: ['es', 'hasmat', 'devices', 'aggregations', 'nmd', query],
    enabled: query !== undefined,
    retry: false,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => fetchServiceAggregations(query ?? '*', signal),
  });
}
