import type { PamSuspendSchedule, PamSuspendUpdateBody } from '@nms/contract';
import { apiFetch } from '../../../lib/api-client';

/** PUT /action/devices/pam-suspend/{device_name}: the grid's update (spec 001 §7). */
export function updatePamSchedule(deviceName: string, body: PamSuspendUpdateBody): Promise<PamSuspendSchedule> {
  return apiFetch<PamSuspendSchedule>(`/action/devices/pam-suspend/${encodeURIComponent(deviceName)}`, { method: 'PUT', body });
}
