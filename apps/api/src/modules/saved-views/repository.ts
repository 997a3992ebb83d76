import type { SavedView } from '@nms/contract';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { SavedViewTable } from '../../db/schema-saved-views';

export type Db = Kysely<DB>;
export type SavedViewRow = Selectable<SavedViewTable>;

/** The answer's shape for a caller (own: they made it). */
export const toView = (row: SavedViewRow, callerSub: string): SavedView => ({
  id: row.id,
  name: row.name,
  visibility: row.visibility,
  path: row.path,
  search: row.search,
  owner: row.owner_name,
  own: row.owner_sub === callerSub,
  version: Number(row.version),
  updated_at: Number(row.updated_at),
});

/** The caller's own views and everyone's shared ones, of one screen or all; by name. */
export function listVisible(db: Db, callerSub: string, path: string | undefined): Promise<SavedViewRow[]> {
  let q = db
    .selectFrom('saved_views')
    .selectAll()
    .where((eb) => eb.or([eb('owner_sub', '=', callerSub), eb('visibility', '=', 'shared')]));
  if (path !== undefined) q = q.where('path', '=', path);
  return q.orderBy('path').orderBy('name').orderBy('id').limit(1000).execute();
}

/** One view; `lock` holds the row for the rest of the transaction (a write checks then changes it). */
export function findView(db: Db, id: number, lock = false): Promise<SavedViewRow | undefined> {
  const q = db.selectFrom('saved_views').selectAll().where('id', '=', id);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
}

export function nameTaken(db: Db, ownerSub: string, path: string, name: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('saved_views').select('id').where('owner_sub', '=', ownerSub).where('path', '=', path).where('name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return q.executeTakeFirst().then((r) => r !== undefined);
}

export interface NewView {
  owner_sub: string;
  owner_name: string;
  name: string;
  visibility: 'private' | 'shared';
  path: string;
  search: string;
}

export function insertView(db: Db, view: NewView, now: number): Promise<SavedViewRow> {
  return db
    .insertInto('saved_views')
    .values({ ...view, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Writes the changes and takes the next version. */
export function updateView(
  db: Db,
  id: number,
  changes: Partial<Pick<SavedViewRow, 'name' | 'visibility' | 'search'>>,
  now: number,
): Promise<SavedViewRow | undefined> {
  return db
    .updateTable('saved_views')
    .set((eb) => ({ ...changes, updated_at: now, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export function deleteView(db: Db, id: number): Promise<SavedViewRow | undefined> {
  return db.deleteFrom('saved_views').where('id', '=', id).returningAll().executeTakeFirst();
}
