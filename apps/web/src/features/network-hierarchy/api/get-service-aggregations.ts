import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ApiAnswer } from '../../../lib/api-client';
import { AGGREGATES_VIEW } from '../../../lib/live/live-types';
import { useLiveReload } from '../../../lib/live/use-live';

export type ServiceAggregations = ApiAnswer<'get', '/es/hasmat/devices/aggregations'>;

/** GET es/hasmat/devices/aggregations?query=&aggregation_field=nmd: device counts per service (spec 001 §2.9). */
export function fetchServiceAggregations(query: string, signal?: AbortSignal): Promise<ServiceAggregations> {
  return api.get('/es/hasmat/devices/aggregations', { query: { query, aggregation_field: 'nmd' }, signal });
}

export function useServiceAggregations(query: string | undefined) {
  const answer = useQuery({
    queryKey: ['es', 'hasmat', 'devices', 'aggregations', 'nmd', query],
    enabled: query !== undefined,
    retry: false,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => fetchServiceAggregations(query ?? '*', signal),
  });
  useLiveReload(query === undefined ? undefined : AGGREGATES_VIEW, () => answer.refetch());
  return answer;
}
