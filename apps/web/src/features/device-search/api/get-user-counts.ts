import { VPN_USER_COUNT_METRIC, type PerformanceAnswer, type PerformanceQuery } from '@nms/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface UserCountsRequest extends PerformanceQuery {
  device_id: number;
}

/** GET em7/device/{device_id}/performance_data/fgVpnTunnelUpCount/data?stack_id=&start_timestamp=&end_timestamp=. */
export function fetchUserCounts({ device_id, ...query }: UserCountsRequest, signal?: AbortSignal): Promise<PerformanceAnswer> {
  return api.get(`/em7/device/{device_id}/performance_data/${VPN_USER_COUNT_METRIC}/data`, { path: { device_id }, query, signal });
}

export const userCountsKey = (request: UserCountsRequest | undefined) => ['em7', 'device', 'performance', VPN_USER_COUNT_METRIC, request] as const;

export function useUserCounts(request: UserCountsRequest | undefined) {
  return useQuery({
    queryKey: userCountsKey(request),
    queryFn: ({ signal }) => fetchUserCounts(request as UserCountsRequest, signal),
    enabled: !!request,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
