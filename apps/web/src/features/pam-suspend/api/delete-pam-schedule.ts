import type { PamSuspendRemoveAnswer } from '@nms/contract';
import { apiFetch } from '../../../lib/api-client';

/** DELETE /action/devices/pam-suspend/{device_name}?version=: the grid's delete (spec 001 §7) of the version it read. */
export function deletePamSchedule(deviceName: string, version?: number): Promise<PamSuspendRemoveAnswer> {
  return apiFetch<PamSuspendRemoveAnswer>(`/action/devices/pam-suspend/${encodeURIComponent(deviceName)}`, {
    method: 'DELETE',
    params: { version: version || undefined },
  });
}
