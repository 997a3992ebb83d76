import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Who acted: always the verified token's subject and nickname (actorOf), never a name the request
 * body or query carries. A name the caller claims (PAM's `user`, DELETE's `user_name`) is data and
 * belongs in `detail`, so no caller can write an entry under someone else's name.
 */
export interface AuditActor {
  sub: string;
  name: string;
}

/** The actor of a signed-in request (request.user is set from the verified token). */
export const actorOf = (user: { sub: string; nickname: string }): AuditActor => ({ sub: user.sub, name: user.nickname });

export interface AuditEntry {
  actor: AuditActor;
  action: string;
  deviceNames: string[];
  outcome: 'success' | 'failure' | string;
  detail?: unknown;
  /** epoch milliseconds; now when left out */
  at?: number;
}

/** Who did what to which devices, and how it ended: written by every device action. */
export async function recordAudit(db: Kysely<DB>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: entry.at ?? Date.now(),
      // user_name keeps the actor's nickname for readers of the column older than the actor columns.
      user_name: entry.actor.name,
      actor_sub: entry.actor.sub,
      actor_name: entry.actor.name,
      action: entry.action,
      device_names: entry.deviceNames,
      outcome: entry.outcome,
      detail: entry.detail === undefined ? null : JSON.stringify(entry.detail),
    })
    .execute();
}

export interface AuditRow {
  id: number;
  at: number;
  userName: string;
  actorSub: string | null;
  actorName: string;
  action: string;
  deviceNames: string[];
  outcome: string;
  detail: unknown;
}

/** Newest first; `deviceName` narrows to the actions that touched one device. */
export async function listAudit(db: Kysely<DB>, opts: { limit: number; offset: number; deviceName?: string }) {
  const where = opts.deviceName ? sql`WHERE ${opts.deviceName} = ANY(device_names)` : sql``;
  const [rows, count] = await Promise.all([
    sql<AuditRow>`
      SELECT id, at, user_name AS "userName", actor_sub AS "actorSub",
        coalesce(actor_name, user_name) AS "actorName", action, device_names AS "deviceNames", outcome, detail
      FROM audit_log ${where} ORDER BY at DESC, id DESC LIMIT ${opts.limit} OFFSET ${opts.offset}`.execute(db),
    sql<{ total: number }>`SELECT count(*)::int AS total FROM audit_log ${where}`.execute(db),
  ]);
  return { data: rows.rows, total: count.rows[0]?.total ?? 0 };
}
