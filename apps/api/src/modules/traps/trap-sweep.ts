import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { FleetService } from '../fleet';
import { LINK_EVENT } from './trap-alert';
import { TRAP_SOURCE } from './trap-intake';

const BATCH = 1000;

/**
 * Clears the alerts of momentary traps (coldStart, authenticationFailure, enterprise traps: all
 * but LinkDown, which linkUp or the poller clears) that no repeat has renewed since `before`.
 * A trap says something happened, never that it is over, so without this sweep such an alert
 * would hold its device's state down for good. Several receivers may sweep at once: a clear of
 * an alert already cleared does nothing.
 */
export async function clearQuietTrapAlerts(db: Kysely<DB>, before: number, at: number): Promise<number> {
  const fleet = new FleetService(db);
  let cleared = 0;
  for (;;) {
    const { rows } = await sql<{ name: string }>`
      SELECT name FROM alerts
       WHERE active AND last_notified_at < ${before} AND source = ${TRAP_SOURCE} AND event_name <> ${LINK_EVENT}
       ORDER BY last_notified_at, id LIMIT ${BATCH}`.execute(db);
    for (const r of rows) if (await fleet.clearAlert(r.name, at)) cleared++;
    if (rows.length < BATCH) return cleared;
  }
}

/**
 * Clears trap-raised LinkDown alerts whose interface the poller has since seen working (or shut
 * on purpose). The poller clears only what it saw go down; a linkUp trap lost on the way (UDP)
 * would otherwise leave the alert open for an interface every poll finds up.
 */
export async function clearLinksPolledUp(db: Kysely<DB>, at: number): Promise<number> {
  const fleet = new FleetService(db);
  const { rows } = await sql<{ name: string }>`
    SELECT a.name FROM alerts a
      JOIN device_interfaces i ON i.device_name = a.element_name AND a.instance_name = a.element_name || '/' || i.name
     WHERE a.active AND a.source = ${TRAP_SOURCE} AND a.event_name = ${LINK_EVENT}
       AND i.polled_at > a.last_notified_at
       AND NOT (i.admin_status = 1 AND i.oper_status IN (2, 6, 7))
     LIMIT ${BATCH}`.execute(db);
  let cleared = 0;
  for (const r of rows) if (await fleet.clearAlert(r.name, at)) cleared++;
  return cleared;
}
