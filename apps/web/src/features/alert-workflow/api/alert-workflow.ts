import type { AlertWorkflow } from '@nms/contract';
import { api } from '../../../lib/api-client';
import type { WorkflowKind } from '../logic/workflow-kinds';

/** What a workflow write names: the alert, the version it was read at, and the note typed. */
export interface WorkflowWrite {
  id: number;
  version: number;
  note: string;
  /** assign: the new owner's nickname ('' for nobody). */
  owner?: string;
}

/**
 * One workflow write (issue 33): POST /alerts/{id}/acknowledge | /unacknowledge | /notes,
 * PUT /alerts/{id}/owner. A 409 (changed meanwhile) is an ApiError whose body has `current`.
 */
export function writeWorkflow(kind: WorkflowKind, w: WorkflowWrite): Promise<AlertWorkflow> {
  const path = { id: w.id };
  const note = w.note.trim() ? { note: w.note } : {};
  if (kind === 'acknowledge') return api.post('/alerts/{id}/acknowledge', { path, body: { version: w.version, ...note } });
  if (kind === 'unacknowledge') return api.post('/alerts/{id}/unacknowledge', { path, body: { version: w.version, ...note } });
  if (kind === 'assign') return api.put('/alerts/{id}/owner', { path, body: { version: w.version, owner: w.owner ?? '', ...note } });
  return api.post('/alerts/{id}/notes', { path, body: { version: w.version, text: w.note } });
}
