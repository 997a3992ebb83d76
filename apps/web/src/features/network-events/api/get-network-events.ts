import type { DeviceNetworkEventsQuery, NetworkEventsAnswer, NetworkEventsQuery, PageRequest } from '@nms/contract';
import { api } from '../../../lib/api-client';
import { pageParams } from '../../../lib/page-params';

/** GET es/network-events: active (true = active only, false = all), sort, order, offset, limit → data, total. */
export function fetchNetworkEvents(active: boolean, request: PageRequest, signal?: AbortSignal): Promise<NetworkEventsAnswer> {
  const params: NetworkEventsQuery = { active, ...pageParams(request) };
  return api.get('/es/network-events', { query: params, signal });
}

/** GET es/device/network-events: device_name, active=true (spec 000 §7), paged and sorted like the global list. */
export function fetchDeviceNetworkEvents(deviceName: string, request: PageRequest, signal?: AbortSignal): Promise<NetworkEventsAnswer> {
  const params: DeviceNetworkEventsQuery = { device_name: deviceName, active: true, ...pageParams(request) };
  return api.get('/es/device/network-events', { query: params, signal });
}
