import type { PamSuspendAnswer } from '@nms/contract';
import { api } from '../../../lib/api-client';
import type { CreateItem } from '../logic/pam-version';

/**
 * POST /action/devices/pam-suspend: the form's list (spec 000 §7) or the grid's single row (001 §7).
 * Each item carries `expected_version`, the version of the schedule the client showed (0: none).
 */
export function createPamSuspend(body: CreateItem[] | CreateItem): Promise<PamSuspendAnswer> {
  return api.post('/action/devices/pam-suspend', { body });
}
