import type { NmcPagedQuery } from '@nms/contract';
import { api } from '../../../lib/api-client';
import type { NmcAnswer } from './nmc-row';

/** GET nmc/replacement_dispatches: dispatches that ship a part, with the RMA; paged and sorted by the server. */
export function fetchReplacementDispatches(params: NmcPagedQuery, signal?: AbortSignal): Promise<NmcAnswer> {
  return api.get('/nmc/replacement_dispatches', { query: params, signal });
}
