import type { NmcPagedQuery } from '@nms/contract';
import { apiFetch } from '../../../lib/api-client';
import type { NmcAnswer } from './nmc-row';

/** GET nmc/sf_dispatches: query, sort, order, offset, limit → data, total (sorted and paged by the server). */
export function fetchSfDispatches(params: NmcPagedQuery, signal?: AbortSignal): Promise<NmcAnswer> {
  return apiFetch<NmcAnswer>('/nmc/sf_dispatches', { params: { ...params }, signal });
}

export const sfDispatchesKey = (params: NmcPagedQuery) => ['nmc', 'sf_dispatches', params] as const;
