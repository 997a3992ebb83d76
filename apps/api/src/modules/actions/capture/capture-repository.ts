import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

/** Deletes the captures made before `before` (epoch ms). */
export async function deleteCapturesBefore(db: Kysely<DB>, before: number): Promise<void> {
  await db.deleteFrom('packet_captures').where('created_at', '<', before).execute();
}

export async function insertCapture(db: Kysely<DB>, capture: Insertable<DB['packet_captures']>): Promise<void> {
  await db.insertInto('packet_captures').values(capture).execute();
}

/** A capture's bytes if it was made at or after `since` (epoch ms), and by `owner` when one is given. */
export async function selectCaptureBytes(db: Kysely<DB>, fileName: string, since: number, owner?: string) {
  let query = db.selectFrom('packet_captures').select('bytes').where('file_name', '=', fileName).where('created_at', '>=', since);
  if (owner !== undefined) query = query.where('created_by', '=', owner);
  return query.executeTakeFirst();
}
