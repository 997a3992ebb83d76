import type { PingAnswer } from '@nms/contract';
import { api } from '../../../lib/api-client';

/** GET /api/v1.0/action/device/ping with the spec's defaults: 5 pings of type lan (spec 001 §7). */
export function pingDevice(deviceName: string): Promise<PingAnswer> {
  return api.get('/action/device/ping', { query: { device_name: deviceName, ping_type: 'lan', num_pings: 5 } });
}
