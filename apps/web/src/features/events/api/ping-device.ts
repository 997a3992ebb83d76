import { apiFetch } from '../../../lib/api-client';

export interface PingAnswer {
  results?: unknown;
  displayed?: unknown;
}

/** GET /api/v1.0/action/device/ping with the spec's defaults: 5 pings of type lan. */
export function pingDevice(deviceName: string): Promise<PingAnswer> {
  return apiFetch<PingAnswer>('/action/device/ping', { params: { device_name: deviceName, ping_type: 'lan', num_pings: 5 } });
}
