import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export interface AuditEntry {
  userName: string;
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
      user_name: entry.userName,
      action: entry.action,
      device_names: entry.deviceNames,
      outcome: entry.outcome,
      detail: entry.detail === undefined ? null : JSON.stringify(entry.detail),
    })
    .execute();
}

/** Newest first; `deviceName` narrows to the actions that touched one device. */
export async function listAudit(db: Kysely<DB>, opts: { limit: number; offset: number; deviceName?: string }) {
  const where = opts.deviceName ? sql`WHERE ${opts.deviceName} = ANY(device_names)` : sql``;
  const [rows, count] = await Promise.all([
    sql<{ id: number; at: number; userName: string; action: string; deviceNames: string[]; outcome: string; detail: unknown }>`
      SELECT id, at, user_name AS "userName", action, device_names AS "deviceNames", outcome, detail
      FROM audit_log ${where} ORDER BY at DESC, id DESC LIMIT ${opts.limit} OFFSET ${opts.offset}`.execute(db),
    sql<{ total: number }>`SELECT count(*)::int AS total FROM audit_log ${where}`.execute(db),
  ]);
  return { data: rows.rows, total: count.rows[0]?.total ?? 0 };
}
