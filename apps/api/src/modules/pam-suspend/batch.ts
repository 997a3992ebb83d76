import {
  PAM_BATCH_REASONS,
  PAM_REQUESTED_AT_MAX_AGE_SECONDS,
  PAM_REQUESTED_AT_MAX_AHEAD_SECONDS,
  type PamSuspendBatchAnswer,
  type PamSuspendBatchBody,
  type PamSuspendInput,
  type PamSuspendRefusal,
} from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError, badRequest } from '../../lib/http-error';
import { recordAudit, type AuditActor } from '../audit';
import { retryTransient } from '../../db/patient-write';
import { publicSchedule } from './concurrency';
import * as repo from './repository';
import { claimedUser, nowSeconds, present, windowProblem } from './service';

/**
 * The multi-device grid's Save as one write (issue 30, item 11; docs/decisions/pam-and-maintenance.md). Each row is
 * judged on its own: a refused row (its window, an unknown device, a schedule changed since it was
 * read) does not stop the others. Windows are checked against `requested_at`, the moment Save was
 * pressed, so a save that takes seconds is not refused for a start that went stale meanwhile.
 * One transaction: the device locks (name order), the version checks, the writes and one audit
 * entry per device (created or refused, with the reason) commit together.
 */

/** requested_at must lie near the server's clock, or a caller could move the start window at will. */
export function checkRequestedAt(requestedAt: number, now: number): number {
  if (requestedAt < now - PAM_REQUESTED_AT_MAX_AGE_SECONDS || requestedAt > now + PAM_REQUESTED_AT_MAX_AHEAD_SECONDS) {
    throw badRequest(
      `requested_at: must be within ${PAM_REQUESTED_AT_MAX_AGE_SECONDS} s before and ${PAM_REQUESTED_AT_MAX_AHEAD_SECONDS} s after the server's clock (${now}); press Save again`,
    );
  }
  return requestedAt;
}

interface Judged {
  rows: repo.ScheduleRow[];
  refused: PamSuspendRefusal[];
}

/** Sorts each row into a schedule to write or a refusal with its reason, in the order sent. */
function judge(
  items: PamSuspendInput[],
  known: Set<string>,
  stored: Map<string, repo.StoredSchedule>,
  at: number,
  now: number,
  actor: AuditActor,
): Judged {
  const out: Judged = { rows: [], refused: [] };
  const seen = new Set<string>();
  for (const item of items) {
    const name = item.device_name.trim();
    const refuse = (reason: string, current?: repo.StoredSchedule) =>
      out.refused.push({ device_name: name, reason, ...(current ? { current: publicSchedule(current) } : {}) });
    if (seen.has(name)) {
      refuse(PAM_BATCH_REASONS.repeated);
      continue;
    }
    seen.add(name);
    if (!known.has(name)) {
      refuse(PAM_BATCH_REASONS.notFound);
      continue;
    }
    const held = stored.get(name);
    const live = held && held.end_time > now;
    if (live && held.version !== (item.expected_version ?? 0)) {
      refuse(PAM_BATCH_REASONS.changedBy(held.updated_by), held);
      continue;
    }
    // An edit of the schedule the client read may keep its start, even one already passed.
    const problem = windowProblem(item, at, live ? held.start_time : undefined);
    if (problem) {
      refuse(problem);
      continue;
    }
    out.rows.push({
      device_name: name,
      schedule_type: 'device',
      info: (item.info as string).trim(),
      start_time: Math.floor(item.start_time as number),
      end_time: Math.floor(item.end_time as number),
      user_name: present(item.user) ? (item.user as string).trim() : actor.name,
      updated_by: actor.name,
    });
  }
  return out;
}

export async function createBatch(db: Kysely<DB>, body: PamSuspendBatchBody, actor: AuditActor, now = nowSeconds()): Promise<PamSuspendBatchAnswer> {
  const at = checkRequestedAt(body.requested_at, now);
  const names = body.items.map((i) => i.device_name.trim());
  const base = { actor, action: 'pamSuspend.create' };
  const claimedOf = (i: number) => claimedUser(body.items[i]?.user);
  try {
    return await retryTransient(() =>
      db.transaction().execute(async (tx) => {
        const known = await repo.lockDevices(tx, names);
        const stored = new Map((await repo.storedSchedules(tx, [...known], now)).map((s) => [s.device_name, s]));
        const { rows, refused } = judge(body.items, known, stored, at, now, actor);
        const written = rows.map((r) => r.device_name);
        await repo.upsertSchedules(tx, rows, now);
        if (written.length) await repo.mirrorSchedulesOntoDevices(tx, written);
        const created = written.length ? await repo.findSchedules(tx, written, now, false) : [];
        for (const schedule of created) {
          const claimed = claimedOf(names.indexOf(schedule.device_name));
          await recordAudit(tx, {
            ...base,
            deviceNames: [schedule.device_name],
            outcome: 'success',
            detail: { schedule, requested_at: at, ...claimed },
          });
        }
        for (const r of refused) {
          const claimed = claimedOf(names.indexOf(r.device_name));
          await recordAudit(tx, {
            ...base,
            deviceNames: [r.device_name],
            outcome: 'refused',
            detail: { reason: r.reason, requested_at: at, ...claimed },
          });
        }
        return { requested_at: at, created, refused };
      }),
    );
  } catch (err) {
    // The whole call failed (the database, not a row): one entry names every device of it.
    const message = err instanceof HttpError ? err.message : 'internal error';
    await recordAudit(db, { ...base, deviceNames: [...new Set(names)], outcome: 'failure', detail: { message, requested_at: at } }).catch(() => {});
    throw err;
  }
}
