import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { FleetService } from '../fleet/fleet-service';
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
