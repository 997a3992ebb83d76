/** The writes of the alert workflow a row menu offers (issue 33 item 1). */
export type WorkflowKind = 'acknowledge' | 'unacknowledge' | 'assign' | 'note';

/** The menu item, the popup's title and its button, per kind. */
export const WORKFLOW_LABELS: Readonly<Record<WorkflowKind, { item: string; button: string }>> = {
  acknowledge: { item: 'Acknowledge', button: 'Acknowledge' },
  unacknowledge: { item: 'Unacknowledge', button: 'Unacknowledge' },
  assign: { item: 'Assign', button: 'Assign' },
  note: { item: 'Add Note', button: 'Add Note' },
};

/** The writes an alert offers: an archived one can only be noted. */
export const workflowKinds = (row: WorkflowRow): WorkflowKind[] =>
  row.active === false ? ['note'] : [row.acknowledged === true ? 'unacknowledge' : 'acknowledge', 'assign', 'note'];

/** The workflow fields of an alert row as es/alerts answers them. */
export interface WorkflowRow {
  id?: unknown;
  name: string;
  active?: unknown;
  elementName?: string | null;
  acknowledged?: unknown;
  ackedBy?: unknown;
  owner?: unknown;
  noteCount?: unknown;
  workflowVersion?: unknown;
}

/** Who acknowledged the alert, as the Actions cell's mark says it; undefined when nobody did. */
export function ackSummary(row: WorkflowRow): string | undefined {
  if (row.acknowledged !== true) return undefined;
  const owner = typeof row.owner === 'string' && row.owner ? `, owned by ${row.owner}` : '';
  return `Acknowledged by ${typeof row.ackedBy === 'string' && row.ackedBy ? row.ackedBy : 'the source'}${owner}`;
}

/**
 * What an events row's Actions cell shows of the workflow: it is drawn again when this changes
 * (a write moves the version; an acknowledgement by the source moves the summary), not on a
 * re-notification, so an open row menu stays open through a storm.
 */
export const workflowShown = (row: WorkflowRow): string => `${String(row.workflowVersion ?? '')}:${ackSummary(row) ?? ''}`;
