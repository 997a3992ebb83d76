import type { PamSuspendBatchAnswer, PamSuspendInput } from '@nms/contract';
import { api } from '../../../lib/api-client';

/**
 * POST /action/devices/pam-suspend/batch: the grid's inserts and edits in one write, each row
 * checked against `requested_at` (when Save was pressed) and created or refused on its own.
 */
export function createPamBatch(requested_at: number, items: PamSuspendInput[]): Promise<PamSuspendBatchAnswer> {
  return api.post('/action/devices/pam-suspend/batch', { body: { requested_at, items } });
}
