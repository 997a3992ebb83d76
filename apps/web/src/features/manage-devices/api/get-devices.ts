import type { ActionCatalogDevice, BulkActionDevice, PageAnswer, PageRequest } from '@nms/contract';
import { api } from '../../../lib/api-client';

/** A device row as `GET /api/v1.0/es/devices/all` answers it (fields of contract DEVICE_FIELDS). */
export interface DeviceRow extends BulkActionDevice, Omit<ActionCatalogDevice, keyof BulkActionDevice> {
  name: string;
  state?: number | null;
  [field: string]: unknown;
}

/** GET /api/v1.0/es/devices/all: query, sort, order, offset, limit → data, total (spec 001 §7). */
export function fetchDevices(request: PageRequest, signal?: AbortSignal): Promise<PageAnswer<DeviceRow>> {
  return api.get('/es/devices/all', { query: request, signal });
}
