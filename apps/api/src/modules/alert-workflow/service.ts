import {
  alertTarget,
  type AcknowledgeAlertBody,
  type AddAlertNoteBody,
  type AlertNotes,
  type AlertWorkflow,
  type AssignAlertBody,
  type BulkAckOutcome,
  type BulkAcknowledgeAnswer,
  type BulkAcknowledgeBody,
} from '@nms/contract';
import { HttpError, notFound } from '../../lib/http-error';
import { recordAudit, type AuditActor } from '../audit';
import * as repo from './repository';
import type { Db, NoteKind, WorkflowRow } from './repository';

/**
 * The operator's alert workflow (issue 33 item 1, docs/decisions/alerts-and-feeds.md "Issue 33").
 * - A write names the workflowVersion it read. Another stored version (acked, assigned or noted by
 *   someone else, or cleared) is a 409 with the alert as stored now; a re-notification does not
 *   move the version, so a storm's repeats never refuse an operator.
 * - A cleared alert keeps its acknowledgement, owner and notes in the archive. It can still be
 *   noted (a hand-over remark after the fact), but no longer acknowledged or assigned.
 * - Acknowledging an acknowledged alert (or the reverse) changes nothing but keeps the note.
 * Each write runs in one transaction with its audit entry; the alerts table's live trigger
 * pushes the change to every open screen.
 */
export interface Caller {
  actor: AuditActor;
  /** The caller's display name, kept with their notes. */
  displayName: string;
}

const missing = (id: number) => notFound(`no alert ${id}`);

function stale(row: WorkflowRow, version: number): HttpError {
  const current = repo.toWorkflow(row);
  const why = !current.active ? 'it was cleared' : current.acknowledged ? `${current.ackedBy ?? 'someone'} acknowledged it` : 'someone changed it';
  return new HttpError(
    409,
    `the alert '${current.name}' changed meanwhile (${why}; version ${current.workflowVersion}, not ${version}); reload and try again`,
    {
      current,
    },
  );
}

const archived = (row: WorkflowRow) =>
  new HttpError(409, `the alert '${row.name}' was cleared: a cleared alert keeps its acknowledgement and owner as they were`, {
    current: repo.toWorkflow(row),
  });

/** The alert, locked, at the version the caller read. */
async function lockedAt(tx: Db, id: number, version: number, mustBeActive: boolean): Promise<WorkflowRow> {
  const [row] = await repo.findWorkflows(tx, [id], true);
  if (!row) throw missing(id);
  if (Number(row.workflow_version) !== version) throw stale(row, version);
  if (mustBeActive && !row.active) throw archived(row);
  return row;
}

const noteOf = (caller: Caller, kind: NoteKind, text: string, at: number): repo.NewNote => ({
  author: caller.actor.name,
  authorName: caller.displayName,
  at,
  kind,
  text,
});

const blankless = (note: string | undefined) => (note?.trim() ? note.trim() : undefined);

function audit(tx: Db, caller: Caller, verb: string, rows: readonly WorkflowRow[], before: AlertWorkflow[], after: AlertWorkflow[], note?: string) {
  const single = rows.length === 1;
  return recordAudit(tx, {
    actor: caller.actor,
    action: `alert.${verb}`,
    deviceNames: [...new Set(rows.map((r) => r.element_name).filter((n): n is string => n !== null))],
    outcome: 'success',
    ...(single ? { target: alertTarget(Number(rows[0].id)) } : {}),
    changes: single ? { before: before[0], after: after[0] } : undefined,
    detail: { alerts: rows.map((r) => Number(r.id)), ...(note !== undefined ? { note } : {}) },
  });
}

async function setAcknowledgement(db: Db, caller: Caller, id: number, body: AcknowledgeAlertBody, acknowledged: boolean): Promise<AlertWorkflow> {
  const note = blankless(body.note);
  return db.transaction().execute(async (tx) => {
    const row = await lockedAt(tx, id, body.version, true);
    const before = repo.toWorkflow(row);
    const at = Date.now();
    if (before.acknowledged === acknowledged) {
      if (note === undefined) return before;
      return addNoteLocked(tx, caller, row, noteOf(caller, 'note', note, at));
    }
    const [changed] = await repo.writeWorkflow(tx, [id], { ack: { acknowledged, by: caller.actor.name, at }, notes: note === undefined ? 0 : 1 });
    if (note !== undefined) await repo.insertNotes(tx, [id], noteOf(caller, acknowledged ? 'acknowledge' : 'unacknowledge', note, at));
    const after = repo.toWorkflow(changed);
    await audit(tx, caller, acknowledged ? 'acknowledge' : 'unacknowledge', [changed], [before], [after], note);
    return after;
  });
}

export const acknowledgeAlert = (db: Db, caller: Caller, id: number, body: AcknowledgeAlertBody) => setAcknowledgement(db, caller, id, body, true);
export const unacknowledgeAlert = (db: Db, caller: Caller, id: number, body: AcknowledgeAlertBody) => setAcknowledgement(db, caller, id, body, false);

export function assignAlert(db: Db, caller: Caller, id: number, body: AssignAlertBody): Promise<AlertWorkflow> {
  const note = blankless(body.note);
  return db.transaction().execute(async (tx) => {
    const row = await lockedAt(tx, id, body.version, true);
    const before = repo.toWorkflow(row);
    const [changed] = await repo.writeWorkflow(tx, [id], { owner: body.owner, notes: note === undefined ? 0 : 1 });
    if (note !== undefined) await repo.insertNotes(tx, [id], noteOf(caller, 'assign', note, Date.now()));
    const after = repo.toWorkflow(changed);
    await audit(tx, caller, 'assign', [changed], [before], [after], note);
    return after;
  });
}

async function addNoteLocked(tx: Db, caller: Caller, row: WorkflowRow, note: repo.NewNote): Promise<AlertWorkflow> {
  const id = Number(row.id);
  const before = repo.toWorkflow(row);
  const [changed] = await repo.writeWorkflow(tx, [id], { notes: 1 });
  await repo.insertNotes(tx, [id], note);
  const after = repo.toWorkflow(changed);
  await audit(tx, caller, 'note', [changed], [before], [after], note.text);
  return after;
}

export function addAlertNote(db: Db, caller: Caller, id: number, body: AddAlertNoteBody): Promise<AlertWorkflow> {
  return db.transaction().execute(async (tx) => {
    const row = await lockedAt(tx, id, body.version, false);
    return addNoteLocked(tx, caller, row, noteOf(caller, 'note', body.text.trim(), Date.now()));
  });
}

export async function alertNotes(db: Db, id: number): Promise<AlertNotes> {
  const [row] = await repo.findWorkflows(db, [id], false);
  if (!row) throw missing(id);
  return { alert: repo.toWorkflow(row), data: await repo.listNotes(db, id) };
}

/**
 * Acknowledges (or takes back) many alerts in one transaction: each named alert is changed,
 * unchanged (already so), a conflict (another version, or cleared) or not found, and the answer
 * says which; one audit entry names every alert changed.
 */
export function bulkAcknowledge(db: Db, caller: Caller, body: BulkAcknowledgeBody): Promise<BulkAcknowledgeAnswer> {
  const note = blankless(body.note);
  const { acknowledged } = body;
  return db.transaction().execute(async (tx) => {
    const found = new Map((await repo.findWorkflows(tx, [...new Set(body.alerts.map((a) => a.id))], true)).map((r) => [Number(r.id), r]));
    const outcomeOf = (id: number, version: number): BulkAckOutcome => {
      const row = found.get(id);
      if (!row) return 'not-found';
      if (Number(row.workflow_version) !== version || !row.active) return 'conflict';
      return (row.acknowledged === true) === acknowledged ? 'unchanged' : 'changed';
    };
    const outcomes = body.alerts.map((a) => ({ id: a.id, outcome: outcomeOf(a.id, a.version) }));
    const toChange = [...new Set(outcomes.filter((o) => o.outcome === 'changed').map((o) => o.id))];
    const at = Date.now();
    if (toChange.length > 0) {
      const changed = await repo.writeWorkflow(tx, toChange, { ack: { acknowledged, by: caller.actor.name, at }, notes: note === undefined ? 0 : 1 });
      if (note !== undefined) await repo.insertNotes(tx, toChange, noteOf(caller, acknowledged ? 'acknowledge' : 'unacknowledge', note, at));
      const before = toChange.map((id) => repo.toWorkflow(found.get(id)!));
      for (const row of changed) found.set(Number(row.id), row);
      await audit(tx, caller, acknowledged ? 'acknowledge' : 'unacknowledge', changed, before, changed.map(repo.toWorkflow), note);
    }
    const counts = { changed: 0, unchanged: 0, conflict: 0, 'not-found': 0 };
    for (const o of outcomes) counts[o.outcome]++;
    return {
      counts,
      data: outcomes.map((o) => {
        const row = found.get(o.id);
        return row ? { ...o, current: repo.toWorkflow(row) } : o;
      }),
    };
  });
}
