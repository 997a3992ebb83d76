import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { AuditActor } from '../audit';
import { findSchedules, removeSchedules } from '../pam-suspend';
import * as repo from './repository';

const BATCH = 500;

/**
 * Releases schedules a window holds: removes, through the PAM service, those that still carry the
 * version the window wrote (an operator who edited or replaced one made it theirs: it stays), and
 * forgets all of them. A removal refused by a race (404/409) is left for the next tick.
 * Answers the devices whose schedule was removed.
 */
export async function releaseHeld(db: Kysely<DB>, windowId: number, items: repo.HeldDevice[], actor: AuditActor): Promise<string[]> {
  const removed: string[] = [];
  for (let i = 0; i < items.length; i += BATCH) {
    const chunk = items.slice(i, i + BATCH);
    const names = chunk.map((h) => h.device_name);
    const wrote = new Map(chunk.map((h) => [h.device_name, Number(h.pam_version)]));
    const stored = await findSchedules(db, names, Math.floor(Date.now() / 1000), false);
    const ours = stored.filter((s) => wrote.get(s.device_name) === s.version).map((s) => s.device_name);
    if (ours.length) {
      try {
        const answer = await removeSchedules(db, ours, actor, { versions: new Map(ours.map((n) => [n, wrote.get(n)!])) });
        removed.push(...answer.device_names);
      } catch (err) {
        if (err instanceof HttpError && (err.statusCode === 404 || err.statusCode === 409)) continue;
        throw err;
      }
    }
    await repo.forgetHeld(db, windowId, names);
  }
  return removed;
}

/** Every schedule of one window (delete, 'end now'). */
export async function releaseWindow(db: Kysely<DB>, windowId: number, actor: AuditActor): Promise<string[]> {
  return releaseHeld(db, windowId, await repo.heldDevices(db, windowId), actor);
}
