import type { SfCasesQuery } from '@nms/contract';
import { api } from '../../../lib/api-client';
import type { NmcAnswer } from './nmc-row';

/** GET nmc/sf_cases: status, start_date, end_date (UTC), sort, order, offset, limit → data, total (spec 001 §7). */
export function fetchSfCases(params: SfCasesQuery, signal?: AbortSignal): Promise<NmcAnswer> {
  return api.get('/nmc/sf_cases', { query: params, signal });
}
