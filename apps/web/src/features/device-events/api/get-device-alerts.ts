import type { AlertRow, DeviceAlertsQuery, PageAnswer, PageRequest, Visibility } from '@nms/contract';
import { api } from '../../../lib/api-client';
import { pageParams } from '../../../lib/page-params';

/** Which list: es/device/alerts (active) or es/device/historical-alerts (archived). */
export type DeviceAlertsKind = 'active' | 'archived';

/** The grids' ids (their remembered layouts) and their sort until the user picks one. */
export const deviceEventsGridId = (kind: DeviceAlertsKind) => (kind === 'active' ? 'device-events' : 'device-archived-events');
export const DEVICE_EVENTS_SORT = { field: 'lastNotifiedAt', order: 'desc' } as const;

const PATHS = {
  active: '/es/device/alerts',
  archived: '/es/device/historical-alerts',
} as const satisfies Record<DeviceAlertsKind, string>;

/** The grid's page request as the per-device call takes it ('*', the grid's "everything", is left out). */
export function deviceAlertsParams(deviceName: string, visibility: Visibility, request: PageRequest): DeviceAlertsQuery {
  return { device_name: deviceName, visibility, ...pageParams(request) };
}

/** GET es/device/alerts | es/device/historical-alerts: device_name, visibility, sort, order, offset, limit → data, total. */
export function fetchDeviceAlerts(kind: DeviceAlertsKind, params: DeviceAlertsQuery, signal?: AbortSignal): Promise<PageAnswer<AlertRow>> {
  return api.get(PATHS[kind], { query: params, signal });
}
