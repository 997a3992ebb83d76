import type { PamSuspendAnswer, PamSuspendInput } from '@nms/contract';
import { apiFetch } from '../../../lib/api-client';

/** POST /action/devices/pam-suspend: the form's list (spec 000 §7) or the grid's single row (001 §7). */
export function createPamSuspend(body: PamSuspendInput[] | PamSuspendInput): Promise<PamSuspendAnswer> {
  return apiFetch<PamSuspendAnswer>('/action/devices/pam-suspend', { method: 'POST', body });
}
