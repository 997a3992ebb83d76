import type { ImpactedDevicesAnswer, ImpactedDevicesQuery, PageRequest } from '@nms/contract';
import { api } from '../../../lib/api-client';
import { pageParams } from '../../../lib/page-params';

/** GET es/impacted-devices: device_group, sort, order, offset, limit → data, total (spec 000 §7). */
export function fetchImpactedDevices(group: string, request: PageRequest, signal?: AbortSignal): Promise<ImpactedDevicesAnswer> {
  const params: ImpactedDevicesQuery = { device_group: group, ...pageParams(request) };
  return api.get('/es/impacted-devices', { query: params, signal });
}
