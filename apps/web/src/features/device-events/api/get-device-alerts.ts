import type { DeviceAlertsQuery, Visibility } from '@nms/contract';
import type { PageAnswer, PageRequest } from '../../../components/data-grid/types';
import { apiFetch } from '../../../lib/api-client';
import type { AlertRow } from '../../events/api/get-alerts';
import { pageParams } from '../../network-events/api/get-network-events';

/** Which list: es/device/alerts (active) or es/device/historical-alerts (archived). */
export type DeviceAlertsKind = 'active' | 'archived';

const PATHS: Record<DeviceAlertsKind, string> = {
  active: '/es/device/alerts',
  archived: '/es/device/historical-alerts',
};

/** The grid's page request as the per-device call takes it ('*', the grid's "everything", is left out). */
export function deviceAlertsParams(deviceName: string, visibility: Visibility, request: PageRequest): DeviceAlertsQuery {
  return { device_name: deviceName, visibility, ...pageParams(request) };
}

/** GET es/device/alerts | es/device/historical-alerts: device_name, visibility, sort, order, offset, limit → data, total. */
export function fetchDeviceAlerts(kind: DeviceAlertsKind, params: DeviceAlertsQuery, signal?: AbortSignal): Promise<PageAnswer<AlertRow>> {
  return apiFetch<PageAnswer<AlertRow>>(PATHS[kind], { params: { ...params }, signal });
}
