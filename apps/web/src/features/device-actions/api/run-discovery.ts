import { api } from '../../../lib/api-client';

/** GET /api/v1.0/action/devices/{discover|rediscover}?device_names=..&rundisco=true (shown as a JSON tree). */
export function runDiscovery(action: 'discover' | 'rediscover', deviceName: string): Promise<unknown> {
  return api.get(`/action/devices/${action}`, { query: { device_names: deviceName, rundisco: true } });
}
