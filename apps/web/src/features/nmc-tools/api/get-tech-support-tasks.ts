import type { TechTasksQuery } from '@nms/contract';
import { apiFetch } from '../../../lib/api-client';
import type { NmcAnswer } from './nmc-row';

/** GET nmc/tech_support_tasks: status (default ALL), query, sort, order, offset, limit → data, total. */
export function fetchTechSupportTasks(params: TechTasksQuery, signal?: AbortSignal): Promise<NmcAnswer> {
  return apiFetch<NmcAnswer>('/nmc/tech_support_tasks', { params: { ...params }, signal });
}

export const techSupportTasksKey = (params: TechTasksQuery) => ['nmc', 'tech_support_tasks', params] as const;
