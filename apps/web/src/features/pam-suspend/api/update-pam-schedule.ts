import type { PamSuspendSchedule } from '@nms/contract';
import { api } from '../../../lib/api-client';
import type { UpdateBody } from '../logic/pam-version';

/** PUT /action/devices/pam-suspend/{device_name}: the grid's update (spec 001 §7) of the version it read. */
export function updatePamSchedule(deviceName: string, body: UpdateBody): Promise<PamSuspendSchedule> {
  return api.put('/action/devices/pam-suspend/{device_name}', { path: { device_name: deviceName }, body });
}
