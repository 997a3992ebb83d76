import type { ActionCatalogDevice, BulkActionDevice } from '@nms/contract';
import type { PageAnswer, PageRequest } from '../../../components/data-grid/types';
import { apiFetch } from '../../../lib/api-client';

/** A device row as `GET /api/v1.0/es/devices/all` answers it (fields of contract DEVICE_FIELDS). */
export interface DeviceRow extends BulkActionDevice, Omit<ActionCatalogDevice, keyof BulkActionDevice> {
  name: string;
  state?: number | null;
  [field: string]: unknown;
}

/** GET /api/v1.0/es/devices/all: query, sort, order, offset, limit → data, total (spec 001 §7). */
export function fetchDevices(request: PageRequest, signal?: AbortSignal): Promise<PageAnswer<DeviceRow>> {
  return apiFetch<PageAnswer<DeviceRow>>('/es/devices/all', { params: { ...request }, signal });
}
