import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { columnsOf, WindowRow } from './window-row';

/** Maintenance windows and the PAM schedules their occurrences created (migrations/031). */

type Columns = ReturnType<typeof columnsOf>;

export const listWindows = (db: Kysely<DB>): Promise<WindowRow[]> => db.selectFrom('maintenance_windows').selectAll().orderBy('id').execute();

export const findWindow = (db: Kysely<DB>, id: number): Promise<WindowRow | undefined> =>
  db.selectFrom('maintenance_windows').selectAll().where('id', '=', id).executeTakeFirst();

/** The row locked for a write (FOR UPDATE): its version is checked and bumped in the same transaction. */
export const lockWindow = (tx: Kysely<DB>, id: number): Promise<WindowRow | undefined> =>
  tx.selectFrom('maintenance_windows').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const insertWindow = (tx: Kysely<DB>, c: Columns, by: string, now: number): Promise<WindowRow> =>
  tx
    .insertInto('maintenance_windows')
    .values({ ...c, created_by: by, created_at: now, updated_by: by, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();

/** A new definition clears an 'end now' (it was about the old schedule). */
export const updateWindow = (tx: Kysely<DB>, id: number, c: Columns, by: string, now: number): Promise<WindowRow> =>
  tx
    .updateTable('maintenance_windows')
    .set({ ...c, updated_by: by, updated_at: now, ended_occurrence_start: null, ended_at: null, version: sql`version + 1` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

export const markEnded = (tx: Kysely<DB>, id: number, occurrenceStart: number, by: string, now: number): Promise<WindowRow> =>
  tx
    .updateTable('maintenance_windows')
    .set({ ended_occurrence_start: occurrenceStart, ended_at: now, updated_by: by, updated_at: now, version: sql`version + 1` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

export const deleteWindow = async (tx: Kysely<DB>, id: number): Promise<void> => {
  await tx.deleteFrom('maintenance_windows').where('id', '=', id).execute();
};

/** Devices each window holds suspended now, by window id. */
export async function suspendedCounts(db: Kysely<DB>): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('maintenance_window_devices')
    .select(['window_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('window_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.window_id), Number(r.n)]));
}

export interface HeldDevice {
  window_id: number;
  device_name: string;
  occurrence_start: number;
  pam_version: number;
}

/** The schedules windows hold (all, or one window's): the scheduler compares them with the occurrences running. */
export const heldDevices = (db: Kysely<DB>, windowId?: number): Promise<HeldDevice[]> => {
  const q = db.selectFrom('maintenance_window_devices').select(['window_id', 'device_name', 'occurrence_start', 'pam_version']);
  return (windowId === undefined ? q : q.where('window_id', '=', windowId)).orderBy('device_name').execute();
};

export async function recordHeld(db: Kysely<DB>, rows: HeldDevice[], now: number): Promise<void> {
  if (!rows.length) return;
  await db
    .insertInto('maintenance_window_devices')
    .values(rows.map((r) => ({ ...r, created_at: now })))
    .onConflict((oc) =>
      oc.columns(['window_id', 'device_name']).doUpdateSet((eb) => ({
        occurrence_start: eb.ref('excluded.occurrence_start'),
        pam_version: eb.ref('excluded.pam_version'),
      })),
    )
    .execute();
}

export async function forgetHeld(db: Kysely<DB>, windowId: number, names: string[]): Promise<void> {
  if (!names.length) return;
  await db.deleteFrom('maintenance_window_devices').where('window_id', '=', windowId).where('device_name', 'in', names).execute();
}
