import { savedViewTarget, type CreateSavedViewBody, type SavedView, type UpdateSavedViewBody } from '@nms/contract';
import { HttpError, conflict, notFound } from '../../lib/http-error';
import { recordAudit, type AuditActor } from '../audit';
import * as repo from './repository';
import type { Db, SavedViewRow } from './repository';

/**
 * Saved views (issue 21 item 3, docs/decisions/console-ux.md). Who may do what:
 * - everyone who reads sees their own views and every shared one; another user's private view
 *   does not exist for them (404, not 403: its name is private too);
 * - only the owner edits a view; the owner deletes it, and an admin may delete a shared one
 *   (a shared view nobody maintains any more should not stay in everyone's menu);
 * - a write names the version it read: another stored version is a 409 with the current view.
 * Each write runs in one transaction with its audit entry.
 */
export interface Caller {
  actor: AuditActor;
  isAdmin: boolean;
}

const forbidden = (message: string) => new HttpError(403, message);
const missing = (id: number) => notFound(`no saved view ${id}`);
const takenName = (name: string) => conflict(`name: you already have a view named '${name}' on this screen`);

export async function listSavedViews(db: Db, caller: Caller, path: string | undefined): Promise<{ data: SavedView[] }> {
  const rows = await repo.listVisible(db, caller.actor.sub, path);
  return { data: rows.map((r) => repo.toView(r, caller.actor.sub)) };
}

function audit(tx: Db, caller: Caller, verb: string, id: number, before: SavedViewRow | null, after: SavedViewRow | null) {
  return recordAudit(tx, {
    actor: caller.actor,
    action: `saved-view.${verb}`,
    deviceNames: [],
    outcome: 'success',
    target: savedViewTarget(id),
    changes: { before, after },
    detail: { name: (after ?? before)?.name, path: (after ?? before)?.path },
  });
}

/** The unique (owner, path, name) index is the backstop of two saves racing with one name. */
async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw conflict('name: you already have a view of that name on this screen');
    throw err;
  }
}

export function createSavedView(db: Db, caller: Caller, body: CreateSavedViewBody): Promise<SavedView> {
  const name = body.name.trim();
  return inTransaction(db, async (tx) => {
    if (await repo.nameTaken(tx, caller.actor.sub, body.path, name)) throw takenName(name);
    const row = await repo.insertView(
      tx,
      { owner_sub: caller.actor.sub, owner_name: caller.actor.name, name, visibility: body.visibility, path: body.path, search: body.search },
      Date.now(),
    );
    await audit(tx, caller, 'create', row.id, null, row);
    return repo.toView(row, caller.actor.sub);
  });
}

/** The view as the caller may see it: another user's private view is unknown to them. */
async function visibleView(tx: Db, caller: Caller, id: number): Promise<SavedViewRow> {
  const row = await repo.findView(tx, id, true);
  if (!row || (row.owner_sub !== caller.actor.sub && row.visibility !== 'shared')) throw missing(id);
  return row;
}

function checkVersion(row: SavedViewRow, caller: Caller, version: number | undefined) {
  if (version !== undefined && Number(row.version) !== version)
    throw new HttpError(409, `the view '${row.name}' was changed meanwhile (version ${row.version}, not ${version}); reload and try again`, {
      current: repo.toView(row, caller.actor.sub),
    });
}

export function updateSavedView(db: Db, caller: Caller, id: number, body: UpdateSavedViewBody): Promise<SavedView> {
  return inTransaction(db, async (tx) => {
    const before = await visibleView(tx, caller, id);
    if (before.owner_sub !== caller.actor.sub) throw forbidden(`only ${before.owner_name}, who made it, may change the view '${before.name}'`);
    checkVersion(before, caller, body.version);
    const changes = {
      ...(body.name !== undefined ? { name: body.name.trim() } : {}),
      ...(body.visibility !== undefined ? { visibility: body.visibility } : {}),
      ...(body.search !== undefined ? { search: body.search } : {}),
    };
    if (changes.name !== undefined && (await repo.nameTaken(tx, caller.actor.sub, before.path, changes.name, id))) throw takenName(changes.name);
    const after = await repo.updateView(tx, id, changes, Date.now());
    if (!after) throw missing(id);
    await audit(tx, caller, 'update', id, before, after);
    return repo.toView(after, caller.actor.sub);
  });
}

export function deleteSavedView(db: Db, caller: Caller, id: number, version: number | undefined): Promise<SavedView> {
  return inTransaction(db, async (tx) => {
    const before = await visibleView(tx, caller, id);
    const own = before.owner_sub === caller.actor.sub;
    if (!own && !caller.isAdmin) throw forbidden(`only ${before.owner_name}, who made it, or an admin may delete the view '${before.name}'`);
    checkVersion(before, caller, version);
    const row = await repo.deleteView(tx, id);
    if (!row) throw missing(id);
    await audit(tx, caller, 'delete', id, before, null);
    return repo.toView(row, caller.actor.sub);
  });
}
