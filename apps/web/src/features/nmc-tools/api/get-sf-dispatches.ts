import type { NmcPagedQuery } from '@nms/contract';
import { api } from '../../../lib/api-client';
import type { NmcAnswer } from './nmc-row';

/** GET nmc/sf_dispatches: query, sort, order, offset, limit → data, total (sorted and paged by the server). */
export function fetchSfDispatches(params: NmcPagedQuery, signal?: AbortSignal): Promise<NmcAnswer> {
  return api.get('/nmc/sf_dispatches', { query: params, signal });
}
