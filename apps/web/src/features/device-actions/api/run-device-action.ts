import { apiGetUnknown, type QueryParams } from '../../../lib/api-client';

/** GET /api/v1.0/action/device/{action}?device_name=..&<inputs>: the payload the result view shows. */
export async function runDeviceAction(action: string, deviceName: string, inputs: QueryParams = {}): Promise<unknown> {
  return actionPayload(await apiGetUnknown(`/action/device/${encodeURIComponent(action)}`, { device_name: deviceName, ...inputs }));
}

/** `results`, else `data.results`, else `data`, else the whole answer (older answers carry `data`, spec 001 §7). */
export function actionPayload(answer: unknown): unknown {
  if (!answer || typeof answer !== 'object') return answer;
  if ('results' in answer && answer.results !== undefined) return answer.results;
  if (!('data' in answer) || answer.data === undefined) return answer;
  const { data } = answer;
  return data && typeof data === 'object' && 'results' in data ? data.results : data;
}
