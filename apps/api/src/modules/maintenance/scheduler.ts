import { occurrenceAt, type OccurrenceMs } from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FeedLogger } from '../../feeds/feed-host';
import type { AuditActor } from '../audit';
import { createSchedules } from '../pam-suspend';
import { releaseHeld } from './release';
import * as repo from './repository';
import { devicesToSuspend, heldOutsideTarget } from './target-repository';
import { scheduleOf } from './window-schedule';
import { targetOf, type WindowRow } from './window-row';

/**
 * The maintenance scheduler (issue 21): at each tick, for the clock's `now`, every window with an
 * occurrence running holds its target's devices PAM suspended, through the PAM service (its rules,
 * its versions, its audit entries), and every schedule a window holds outside a running occurrence
 * (it ended, was ended now, edited away, or the window was deleted) is released. Runs on the leader
 * only (feeds/start-feeds.ts); a tick may also be run by hand (tests move the clock).
 *
 * PAM's rules stay as they are: a schedule starts now (within its 8 minutes) and ends at the
 * occurrence's end, or two hours ahead when that is sooner; the scheduler then releases it at the
 * occurrence's end (docs/decisions/pam-and-maintenance.md, issue 21).
 */

export const SCHEDULER_ACTOR: AuditActor = { sub: 'maintenance-scheduler', name: 'maintenance scheduler' };
const BATCH = 500;
const PAM_MIN_SECONDS = 2 * 60 * 60;

export interface TickOutcome {
  suspended: string[];
  released: string[];
}

const infoOf = (w: WindowRow) => `Maintenance window #${w.id} ${w.name}${w.info ? `: ${w.info}` : ''}`.slice(0, 4000);

async function suspend(db: Kysely<DB>, w: WindowRow, occ: OccurrenceMs, nowMs: number): Promise<string[]> {
  const nowSec = Math.floor(nowMs / 1000);
  const names = await devicesToSuspend(db, w.id, targetOf(w), nowSec);
  const end = Math.max(Math.ceil(occ.end / 1000), nowSec + PAM_MIN_SECONDS);
  const done: string[] = [];
  for (let i = 0; i < names.length; i += BATCH) {
    const chunk = names.slice(i, i + BATCH);
    const items = chunk.map((device_name) => ({
      device_name,
      info: infoOf(w),
      start_time: nowSec,
      end_time: end,
      user: w.updated_by,
      expected_version: 0,
    }));
    const answer = await createSchedules(db, items, SCHEDULER_ACTOR, nowSec);
    await repo.recordHeld(
      db,
      answer.data.map((s) => ({ window_id: w.id, device_name: s.device_name, occurrence_start: occ.start, pam_version: s.version })),
      nowMs,
    );
    done.push(...chunk);
  }
  return done;
}

/** One pass at `nowMs` (epoch ms). A window that fails is logged and tried again next tick; the others go on. */
export async function maintenanceTick(db: Kysely<DB>, nowMs: number, log?: FeedLogger): Promise<TickOutcome> {
  const outcome: TickOutcome = { suspended: [], released: [] };
  const windows = await repo.listWindows(db);
  const held = await repo.heldDevices(db);
  const running = new Map<number, { w: WindowRow; occ: OccurrenceMs }>();
  for (const w of windows) {
    const occ = occurrenceAt(scheduleOf(w), nowMs);
    if (occ) running.set(w.id, { w, occ });
  }
  const heldBy = new Map<number, repo.HeldDevice[]>();
  for (const h of held) {
    const list = heldBy.get(Number(h.window_id)) ?? [];
    if (!list.length) heldBy.set(Number(h.window_id), list);
    list.push(h);
  }
  for (const [windowId, items] of heldBy) {
    const run = running.get(windowId);
    try {
      const outside = run ? new Set(await heldOutsideTarget(db, windowId, targetOf(run.w))) : new Set<string>();
      const stale = run ? items.filter((h) => Number(h.occurrence_start) !== run.occ.start || outside.has(h.device_name)) : items;
      outcome.released.push(...(await releaseHeld(db, windowId, stale, SCHEDULER_ACTOR)));
    } catch (err) {
      log?.error({ err, windowId }, 'maintenance: release failed');
    }
  }
  for (const { w, occ } of running.values()) {
    try {
      outcome.suspended.push(...(await suspend(db, w, occ, nowMs)));
    } catch (err) {
      log?.error({ err, windowId: w.id }, 'maintenance: suspend failed');
    }
  }
  return outcome;
}
