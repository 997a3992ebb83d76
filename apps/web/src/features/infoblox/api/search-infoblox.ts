import type { IbHostAnswer, IbRangeAnswer, IbSearchType, IbSubnetAnswer } from '@nms/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** One search as the toolbar ran it; `run` tells two presses of Search apart (each asks again). */
export interface IbSearchRequest {
  type: IbSearchType;
  search_query: string;
  network_view?: string;
  run: number;
}

export type IbSearchAnswer = IbHostAnswer | IbSubnetAnswer | IbRangeAnswer;

/** GET ibsearch/{type}?search_query= (iprange also network_view) → data, total (spec 002 §7). */
export function fetchIbSearch(r: Omit<IbSearchRequest, 'run'>, signal?: AbortSignal): Promise<IbSearchAnswer> {
  const params = r.type === 'iprange' ? { search_query: r.search_query, network_view: r.network_view } : { search_query: r.search_query };
  return api.get(`/ibsearch/${r.type}`, { query: params, signal });
}

export const ibSearchKey = (r: IbSearchRequest | null) => ['ibsearch', r] as const;

/** The main search: runs when the toolbar submits one; never retried (a failure clears the results). */
export function useIbSearch(request: IbSearchRequest | null) {
  return useQuery({
    queryKey: ibSearchKey(request),
    queryFn: ({ signal }) => fetchIbSearch(request as IbSearchRequest, signal),
    enabled: request !== null,
    retry: false,
    staleTime: Infinity,
  });
}
