import type { PamSuspendRemoveAnswer } from '@nms/contract';
import { apiFetch } from '../../../lib/api-client';

/** DELETE /action/devices/pam-suspend/{device_name}: the grid's delete (spec 001 §7). */
export function deletePamSchedule(deviceName: string): Promise<PamSuspendRemoveAnswer> {
  return apiFetch<PamSuspendRemoveAnswer>(`/action/devices/pam-suspend/${encodeURIComponent(deviceName)}`, { method: 'DELETE' });
}
