import type { PamSuspendRemoveAnswer } from '@nms/contract';
import { api } from '../../../lib/api-client';

/** DELETE /action/devices/pam-suspend/{device_name}?version=: the grid's delete (spec 001 §7) of the version it read. */
export function deletePamSchedule(deviceName: string, version?: number): Promise<PamSuspendRemoveAnswer> {
  return api.delete('/action/devices/pam-suspend/{device_name}', {
    path: { device_name: deviceName },
    query: { version: version || undefined },
  });
}
