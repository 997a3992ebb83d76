import type { SfCasesQuery } from '@nms/contract';
import { apiFetch } from '../../../lib/api-client';
import type { NmcAnswer } from './nmc-row';

/** GET nmc/sf_cases: status, start_date, end_date (UTC), sort, order, offset, limit → data, total (spec 001 §7). */
export function fetchSfCases(params: SfCasesQuery, signal?: AbortSignal): Promise<NmcAnswer> {
  return apiFetch<NmcAnswer>('/nmc/sf_cases', { params: { ...params }, signal });
}

export const sfCasesKey = (params: SfCasesQuery) => ['nmc', 'sf_cases', params] as const;
