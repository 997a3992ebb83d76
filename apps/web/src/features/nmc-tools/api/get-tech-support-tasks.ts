import type { TechTasksQuery } from '@nms/contract';
import { api } from '../../../lib/api-client';
import type { NmcAnswer } from './nmc-row';

/** GET nmc/tech_support_tasks: status (default ALL), query, sort, order, offset, limit → data, total. */
export function fetchTechSupportTasks(params: TechTasksQuery, signal?: AbortSignal): Promise<NmcAnswer> {
  return api.get('/nmc/tech_support_tasks', { query: params, signal });
}
