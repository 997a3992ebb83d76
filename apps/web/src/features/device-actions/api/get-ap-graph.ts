import { apiFetchBlob } from '../../../lib/api-client';

export type ApGraphType = 'usage' | 'users';

export interface ApGraphRequest {
  graph_type: ApGraphType;
  noc_id: string;
  ap_id: string;
  start_time: number;
}

/** GET /api/v1.0/action/device/graph/ap → an SVG image, shown through an object URL. */
export function fetchApGraph(request: ApGraphRequest, signal?: AbortSignal): Promise<Blob> {
  return apiFetchBlob('/action/device/graph/ap', { query: request, signal });
}

export const apGraphKey = (request: ApGraphRequest) => ['action', 'graph', 'ap', request] as const;
