import type { IbRangeAnswer, IbStatusFilter } from '@nms/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface IpRangeRequest {
  network: string;
  view: string;
  status: IbStatusFilter;
}

/** GET ibsearch/iprange?search_query={network}&network_view=&status_filter= → data, total (the subnet detail row). */
export function fetchIpRange(r: IpRangeRequest, signal?: AbortSignal): Promise<IbRangeAnswer> {
  return api.get('/ibsearch/iprange', { query: { search_query: r.network, network_view: r.view, status_filter: r.status }, signal });
}

export const ipRangeKey = (r: IpRangeRequest) => ['ibsearch', 'iprange', r.network, r.view, r.status] as const;

export function useIpRange(r: IpRangeRequest) {
  return useQuery({ queryKey: ipRangeKey(r), queryFn: ({ signal }) => fetchIpRange(r, signal), retry: false, staleTime: 30_000 });
}
