import { CHANGE_LOG_LIMIT, type CpeChangeRow } from '@nms/contract';
import { api } from '../../../lib/api-client';

export interface CpeChangesRequest {
  device_name: string;
  nmd?: string;
  sort?: string;
  order?: 'asc' | 'desc';
}

/** GET splunk/cpe: device_name, nmd, sort, order, limit=1000 → data (spec 000 §7). */
export async function fetchCpeChanges(request: CpeChangesRequest, signal?: AbortSignal): Promise<CpeChangeRow[]> {
  const answer = await api.get('/splunk/cpe', { query: { ...request, limit: CHANGE_LOG_LIMIT }, signal });
  return answer.data;
}

export const cpeChangesKey = (request: CpeChangesRequest) => ['splunk', 'cpe', request] as const;
