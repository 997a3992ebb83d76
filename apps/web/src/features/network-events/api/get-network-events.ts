import type { DeviceNetworkEventsQuery, NetworkEventsAnswer, NetworkEventsQuery } from '@nms/contract';
import type { PageRequest } from '../../../components/data-grid/types';
import { apiFetch } from '../../../lib/api-client';

/** The grid's query as the calls take it: '*' (the grid's "everything") is left out. */
export const gridQuery = (request: PageRequest): string | undefined =>
  request.query && request.query !== '*' ? request.query : undefined;

const paging = (request: PageRequest) => ({
  query: gridQuery(request),
  sort: request.sort,
  order: request.order,
  offset: request.offset,
  limit: request.limit,
});

/** GET es/network-events: active (true = active only, false = all), sort, order, offset, limit → data, total. */
export function fetchNetworkEvents(active: boolean, request: PageRequest, signal?: AbortSignal): Promise<NetworkEventsAnswer> {
  const params: NetworkEventsQuery = { active, ...paging(request) };
  return apiFetch<NetworkEventsAnswer>('/es/network-events', { params: { ...params }, signal });
}

/** GET es/device/network-events: device_name, active=true (spec 000 §7), paged and sorted like the global list. */
export function fetchDeviceNetworkEvents(deviceName: string, request: PageRequest, signal?: AbortSignal): Promise<NetworkEventsAnswer> {
  const params: DeviceNetworkEventsQuery = { device_name: deviceName, active: true, ...paging(request) };
  return apiFetch<NetworkEventsAnswer>('/es/device/network-events', { params: { ...params }, signal });
}
