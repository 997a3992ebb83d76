import type { NmcPagedQuery } from '@nms/contract';
import { apiFetch } from '../../../lib/api-client';
import type { NmcAnswer } from './nmc-row';

/** GET nmc/replacement_dispatches: dispatches that ship a part, with the RMA; paged and sorted by the server. */
export function fetchReplacementDispatches(params: NmcPagedQuery, signal?: AbortSignal): Promise<NmcAnswer> {
  return apiFetch<NmcAnswer>('/nmc/replacement_dispatches', { params: { ...params }, signal });
}

export const replacementDispatchesKey = (params: NmcPagedQuery) => ['nmc', 'replacement_dispatches', params] as const;
