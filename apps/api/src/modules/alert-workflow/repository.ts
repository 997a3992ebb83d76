import type { AlertNote, AlertWorkflow } from '@nms/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AlertNoteTable } from '../../db/schema-alerts';

export type Db = Kysely<DB>;
export type NoteKind = AlertNoteTable['kind'];

/** The workflow columns of an alert row. */
export interface WorkflowRow {
  id: number | string;
  name: string;
  element_name: string | null;
  active: boolean;
  acknowledged: boolean | null;
  acked_by: string | null;
  acked_at: number | string | null;
  owner: string | null;
  note_count: number;
  workflow_version: number;
}

const nullableNumber = (v: number | string | null) => (v === null ? null : Number(v));

export const toWorkflow = (r: WorkflowRow): AlertWorkflow => ({
  id: Number(r.id),
  name: r.name,
  elementName: r.element_name,
  active: r.active,
  acknowledged: r.acknowledged === true,
  ackedBy: r.acked_by,
  ackedAt: nullableNumber(r.acked_at),
  owner: r.owner ?? '',
  noteCount: Number(r.note_count),
  workflowVersion: Number(r.workflow_version),
});

const WORKFLOW = sql`id, name, element_name, active, acknowledged, acked_by, acked_at, owner, note_count, workflow_version`;

/**
 * The alerts of these ids that exist; `lock` holds them for the rest of the transaction, taken in
 * id order so two bulk acknowledgements sharing alerts cannot deadlock.
 */
export async function findWorkflows(db: Db, ids: readonly number[], lock: boolean): Promise<WorkflowRow[]> {
  const { rows } = await sql<WorkflowRow>`
    SELECT ${WORKFLOW} FROM alerts WHERE id = ANY(${[...ids]}::bigint[]) ORDER BY id ${lock ? sql`FOR UPDATE` : sql``}`.execute(db);
  return rows;
}

/**
 * One workflow write on these alerts: the acknowledgement set or taken back (who and when with it),
 * the owner, and `notes` more notes; the version moves whatever changed, so a copy read before is stale.
 */
export async function writeWorkflow(
  db: Db,
  ids: readonly number[],
  change: { ack?: { acknowledged: boolean; by: string; at: number }; owner?: string; notes: number },
): Promise<WorkflowRow[]> {
  const { ack, owner } = change;
  const { rows } = await sql<WorkflowRow>`
    UPDATE alerts
       SET ${ack ? sql`acknowledged = ${ack.acknowledged}, acked_by = ${ack.acknowledged ? ack.by : null}, acked_at = ${ack.acknowledged ? ack.at : null},` : sql``}
           ${owner !== undefined ? sql`owner = ${owner},` : sql``}
           note_count = note_count + ${change.notes},
           workflow_version = workflow_version + 1
     WHERE id = ANY(${[...ids]}::bigint[])
    RETURNING ${WORKFLOW}`.execute(db);
  return rows;
}

export interface NewNote {
  author: string;
  authorName: string;
  at: number;
  kind: NoteKind;
  text: string;
}

/** The same note on each of these alerts, in one statement. */
export async function insertNotes(db: Db, alertIds: readonly number[], note: NewNote): Promise<void> {
  if (alertIds.length === 0) return;
  await sql`
    INSERT INTO alert_notes (alert_id, author, author_name, at, kind, text)
    SELECT a.id, ${note.author}, ${note.authorName}, ${note.at}, ${note.kind}, ${note.text}
      FROM unnest(${[...alertIds]}::bigint[]) AS a(id)`.execute(db);
}

/** The alert's notes, oldest first. */
export async function listNotes(db: Db, alertId: number): Promise<AlertNote[]> {
  const rows = await db
    .selectFrom('alert_notes')
    .select(['id', 'author', 'author_name', 'at', 'kind', 'text'])
    .where('alert_id', '=', alertId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), author: r.author, authorName: r.author_name, at: Number(r.at), kind: r.kind, text: r.text }));
}
