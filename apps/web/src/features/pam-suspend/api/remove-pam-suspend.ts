import type { PamSuspendRemoveAnswer } from '@nms/contract';
import { api } from '../../../lib/api-client';

/**
 * DELETE /action/devices/pam-suspend?device_names=&user_name= (the form's Remove, spec 000 §7),
 * with `versions` aligned with the names: the schedules the client showed.
 */
export function removePamSuspend(deviceNames: readonly string[], userName: string, versions?: readonly number[]): Promise<PamSuspendRemoveAnswer> {
  return api.delete('/action/devices/pam-suspend', {
    query: { device_names: deviceNames.join(','), user_name: userName, versions: versions?.some((v) => v > 0) ? versions.join(',') : undefined },
  });
}
