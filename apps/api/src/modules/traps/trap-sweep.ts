import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { FleetService } from '../fleet';
import { selectLinkAlertsPolledUp, selectQuietTrapAlerts } from './trap-repository';

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
    const rows = await selectQuietTrapAlerts(db, before, BATCH);
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
  const rows = await selectLinkAlertsPolledUp(db, BATCH);
  let cleared = 0;
  for (const r of rows) if (await fleet.clearAlert(r.name, at)) cleared++;
  return cleared;
}
