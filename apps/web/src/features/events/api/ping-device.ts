import type { PingAnswer } from '@nms/contract';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/v1.0/action/device/ping with the spec's defaults: 5 pings of type lan (spec 001 §7). */
export function pingDevice(deviceName: string): Promise<PingAnswer> {
  return apiFetch<PingAnswer>('/action/device/ping', { params: { device_name: deviceName, ping_type: 'lan', num_pings: 5 } });
}
