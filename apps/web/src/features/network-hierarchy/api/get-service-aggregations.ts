import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ApiAnswer } from '../../../lib/api-client';

export type ServiceAggregations = ApiAnswer<'get', '/es/hasmat/devices/aggregations'>;

/** GET es/hasmat/devices/aggregations?query=&aggregation_field=nmd: device counts per service (spec 001 §2.9). */
export function fetchServiceAggregations(query: string, signal?: AbortSignal): Promise<ServiceAggregations> {
  return api.get('/es/hasmat/devices/aggregations', { query: { query, aggregation_field: 'nmd' }, signal });
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
