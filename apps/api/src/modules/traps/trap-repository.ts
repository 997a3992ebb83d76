import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { LINK_EVENT, TRAP_SOURCE } from './trap-alert';

/** Interface names the poller stored, for the pairs (devices[i], indexes[i]); interfaces without a name are left out. */
export async function selectPolledInterfaceNames(db: Kysely<DB>, devices: readonly string[], indexes: ReadonlyArray<number | null>) {
  const { rows } = await sql<{ device_name: string; if_index: number; name: string }>`
      SELECT i.device_name, i.if_index, i.name
        FROM unnest(${devices}::text[], ${indexes}::int[]) AS k(device, if_index)
        JOIN device_interfaces i ON i.device_name = k.device AND i.if_index = k.if_index
       WHERE i.name <> ''`.execute(db);
  return rows;
}

/** Active trap alerts other than LinkDown last notified before `before`, oldest first, at most `limit`. */
export async function selectQuietTrapAlerts(db: Kysely<DB>, before: number, limit: number) {
  const { rows } = await sql<{ name: string }>`
      SELECT name FROM alerts
       WHERE active AND last_notified_at < ${before} AND source = ${TRAP_SOURCE} AND event_name <> ${LINK_EVENT}
       ORDER BY last_notified_at, id LIMIT ${limit}`.execute(db);
  return rows;
}

/** Active trap-raised LinkDown alerts whose interface a later poll saw working or shut on purpose, at most `limit`. */
export async function selectLinkAlertsPolledUp(db: Kysely<DB>, limit: number) {
  const { rows } = await sql<{ name: string }>`
    SELECT a.name FROM alerts a
      JOIN device_interfaces i ON i.device_name = a.element_name AND a.instance_name = a.element_name || '/' || i.name
     WHERE a.active AND a.source = ${TRAP_SOURCE} AND a.event_name = ${LINK_EVENT}
       AND i.polled_at > a.last_notified_at
       AND NOT (i.admin_status = 1 AND i.oper_status IN (2, 6, 7))
     LIMIT ${limit}`.execute(db);
  return rows;
}
