import { apiFetch, type QueryParams } from '../../../lib/api-client';

/** The action server answers `{ results }`; older answers carry `data` (spec 001 §7). */
export interface ActionAnswer {
  results?: unknown;
  data?: unknown;
}

/** GET /api/v1.0/action/device/{action}?device_name=..&<inputs>: the payload the result view shows. */
export async function runDeviceAction(action: string, deviceName: string, inputs: QueryParams = {}): Promise<unknown> {
  const answer = await apiFetch<ActionAnswer>(`/action/device/${encodeURIComponent(action)}`, {
    params: { device_name: deviceName, ...inputs },
  });
  return actionPayload(answer);
}

/** `results`, else `data.results`, else `data`, else the whole answer. */
export function actionPayload(answer: unknown): unknown {
  if (!answer || typeof answer !== 'object') return answer;
  const a = answer as ActionAnswer;
  if (a.results !== undefined) return a.results;
  if (a.data && typeof a.data === 'object' && 'results' in a.data) return (a.data as ActionAnswer).results;
  return a.data !== undefined ? a.data : answer;
}
