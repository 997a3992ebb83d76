import type { CradlepointAnswerBody } from '@nms/contract';
import { useQuery } from '@tanstack/react-query';
import { api, type ApiPath } from '../../../lib/api-client';
import { DATA_PREFIXES } from '../../../lib/data-changes';

/** Every Cradlepoint call's query key starts with this: the timer and Refresh reload them together. */
export const CRADLEPOINT_KEY = DATA_PREFIXES.cradlepoint[0];

/**
 * One tab's whole list (the spec's calls take no parameters; the grid filters in the browser).
 * No retry: a failure shows 'Data Loading Error' at once, and the rows already shown stay.
 */
export function useCradlepointList(key: readonly string[], fetcher: (signal?: AbortSignal) => Promise<CradlepointAnswerBody>) {
  return useQuery({ queryKey: [...CRADLEPOINT_KEY, ...key], queryFn: ({ signal }) => fetcher(signal), retry: false, staleTime: 0 });
}

/** The Cradlepoint lists: /cradlepoint, /cradlepoint/ssh, /cradlepoint/ecm, /cradlepoint/carrier. */
export type CradlepointPath = Extract<ApiPath<'get'>, `/cradlepoint${string}`>;

export const fetchCradlepointPath = (path: CradlepointPath, signal?: AbortSignal): Promise<CradlepointAnswerBody> => api.get(path, { signal });
