import type { BulkAcknowledgeAnswer } from '@nms/contract';
import { api } from '../../../lib/api-client';

/** POST /api/v1.0/alerts/acknowledge: each alert at the version read; the answer says what became of each. */
export function bulkAcknowledge(alerts: readonly { id: number; version: number }[], note: string): Promise<BulkAcknowledgeAnswer> {
  return api.post('/alerts/acknowledge', {
    body: { acknowledged: true, alerts: [...alerts], ...(note.trim() ? { note } : {}) },
  });
}
