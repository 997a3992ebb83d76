import { cmdbTarget, type CmdbCollection, type CmdbListQuery, type CmdbRecord } from '@nms/contract';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-error';
import { recordAudit, type AuditActor } from '../audit';
import * as repo from './repository';
import type { CmdbRow, Db } from './repository';
import { checkReferences, checkUniqueName, checkUnreferenced, dedupeNames, fieldsOf, noun, pageOf, rejectNul, validate } from './rules';

/**
 * CMDB Admin's writes (002 §2.5, §4, §5): each runs in one transaction with its checks and its
 * audit entry, so a change and the record of who made it commit together or not at all.
 */
export interface Actor {
  actor: AuditActor;
}

export const listCmdb = (db: Db, c: CmdbCollection, q: CmdbListQuery) => repo.listRows(db, c, pageOf(c, q));

const missing = (c: CmdbCollection, id: number) => notFound(`no ${noun(c)} ${id}`);

export async function getCmdb(db: Db, c: CmdbCollection, id: number): Promise<CmdbRow> {
  const row = await repo.findRow(db, c, id);
  if (!row) throw missing(c, id);
  return row;
}

/**
 * The checks above run first and answer clearly; the constraints of the tables stay as the
 * backstop for a race (a referenced row deleted meanwhile) and answer as what they mean.
 */
function fromDatabase(err: unknown): unknown {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code ?? '';
  if (code === '23503') return conflict('a referenced row was changed meanwhile; reload and try again');
  if (code === '23505') return conflict('name: that name is already taken');
  if (code.startsWith('22')) return badRequest(`a value is out of range: ${(err as Error).message}`);
  return err;
}

async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (err) {
    throw fromDatabase(err);
  }
}

/** The record's entry: its target (the record's history lists it) and the row before and after. */
function audit(tx: Db, actor: Actor, verb: string, c: CmdbCollection, id: number, detail: Record<string, unknown>) {
  const changes = { before: detail.before ?? null, after: detail.after ?? null };
  return recordAudit(tx, {
    actor: actor.actor,
    action: `cmdb.${verb}`,
    deviceNames: [],
    outcome: 'success',
    target: cmdbTarget(c, id),
    changes,
    detail,
  });
}

const idOf = (c: CmdbCollection, row: CmdbRow) => Number(row[repo.keyField(c)]);

/** PUT's body: the changed fields and the version of the row they were made on (absent: not checked). */
export type CmdbUpdate = CmdbRecord & { version?: number };

/**
 * The CMDB concurrency rule (issue 30, item 12; PAM's shape): an edit made on another version than
 * the stored one would silently replace a change its author has not seen. 409 names who made the
 * last change and carries the row as it is now (`current`), for the form to show what changed.
 */
async function staleEdit(tx: Db, c: CmdbCollection, id: number, current: CmdbRow): Promise<HttpError> {
  const who = (await repo.lastEditor(tx, cmdbTarget(c, id))) ?? 'someone else';
  const label = String(current[repo.labelField(c)] ?? id);
  return new HttpError(409, `${noun(c)} '${label}' was changed by ${who} since you opened it; your edit was not saved`, { current });
}

export function createCmdb(db: Db, c: CmdbCollection, body: CmdbRecord, actor: Actor): Promise<CmdbRow> {
  return inTransaction(db, async (tx) => {
    rejectNul(body);
    const record = dedupeNames(c, body);
    validate(c, record);
    await checkReferences(tx, c, record);
    await checkUniqueName(tx, c, record);
    const row = await repo.insertRow(tx, c, record);
    await audit(tx, actor, 'create', c, idOf(c, row), { collection: c, after: row });
    return row;
  });
}

/**
 * PUT sends the changed fields; they are merged into the stored row before the rules run (002 §4,
 * the circuit edit). Renaming a service instance renames it in the datacenters that list it, in the
 * same transaction: their services keep pointing at the same instance.
 */
export function updateCmdb(db: Db, c: CmdbCollection, id: number, update: CmdbUpdate, actor: Actor): Promise<CmdbRow> {
  const { version, ...body } = update;
  return inTransaction(db, async (tx) => {
    rejectNul(body);
    const before = await repo.findRow(tx, c, id, true);
    if (!before) throw missing(c, id);
    if (version !== undefined && before.version !== version) throw await staleEdit(tx, c, id, before);
    const record = dedupeNames(c, { ...fieldsOf(c, before), ...body });
    validate(c, record);
    await checkReferences(tx, c, record);
    await checkUniqueName(tx, c, record, id);
    const renamed =
      c === 'svi_hughes_service_instances' && before.name !== record.name
        ? await repo.renameServiceInDatacenters(tx, before.name as string, record.name as string)
        : [];
    const after = await repo.updateRow(tx, c, id, record);
    if (!after) throw missing(c, id);
    await audit(tx, actor, 'update', c, id, { collection: c, before, after, ...(renamed.length ? { renamedInDatacenters: renamed } : {}) });
    return after;
  });
}

/** Deletes a row nothing references (409 says what does) and answers the deleted row. */
export function deleteCmdb(db: Db, c: CmdbCollection, id: number, actor: Actor): Promise<CmdbRow> {
  return inTransaction(db, async (tx) => {
    const before = await repo.findRow(tx, c, id, true);
    if (!before) throw missing(c, id);
    await checkUnreferenced(tx, c, id, String(before[repo.labelField(c)]));
    const row = await repo.deleteRow(tx, c, id);
    if (!row) throw missing(c, id);
    await audit(tx, actor, 'delete', c, id, { collection: c, before });
    return row;
  });
}
