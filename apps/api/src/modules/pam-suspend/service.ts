import { PAM_MESSAGES, pamWindowErrors, type PamWindowInput } from '@nms/contract';
import type {
  PamSuspendAnswer,
  PamSuspendInput,
  PamSuspendQuery,
  PamSuspendRemoveAnswer,
  PamSuspendSchedule,
  PamSuspendUpdateBody,
} from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/repository';
import * as repo from './repository';

/**
 * Rules of PAM suspend (spec 000 §3/§5, 001 §3/§5). Times are unix seconds. The lifecycle job
 * (lifecycle.ts) moves the stored status; reads answer what the clock implies (repository.ts).
 * The device row's pam_suspend_start_date / pam_suspend_end_date (epoch ms) mirror the window
 * written last, in the same transaction as the schedule; pam_suspended follows the status 'sus'.
 */

/** Clock slack of the window checks: the form's "now" is a little older than the server's. */
export const SLACK_SECONDS = 60;
const DEFAULT_LIMIT = 100;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export const splitNames = (s: string | undefined) => [...new Set((s ?? '').split(',').map((n) => n.trim()).filter(Boolean))];

const present = (v: string | null | undefined) => typeof v === 'string' && v.trim() !== '';

interface Window {
  info: string;
  start: number;
  end: number;
}

/**
 * The form's rules with the form's messages (contract pamWindowErrors), the first failing one
 * answered: info, the required dates, then the window. `keepStart` is the stored start of the
 * schedule a grid update edits: leaving it unchanged is allowed even though it is now in the past.
 */
export function validateWindow(input: PamWindowInput, now: number, keepStart?: number): Window {
  const e = pamWindowErrors(input, now, { slack: SLACK_SECONDS, keepStart });
  const required = [e.info, e.start === PAM_MESSAGES.startRequired ? e.start : undefined, e.end === PAM_MESSAGES.endRequired ? e.end : undefined];
  const first = [...required, e.start, e.end].find(Boolean);
  if (first) throw badRequest(first);
  return { info: (input.info as string).trim(), start: Math.floor(input.start_time as number), end: Math.floor(input.end_time as number) };
}

/** Runs `work`, then records its outcome (a failure is recorded and rethrown). */
async function audited<T>(
  db: Kysely<DB>,
  entry: { userName: string; action: string; deviceNames: string[] },
  work: () => Promise<T>,
  detail: (result: T) => unknown,
): Promise<T> {
  let result: T;
  try {
    result = await work();
  } catch (err) {
    const message = err instanceof HttpError ? err.message : 'internal error';
    await recordAudit(db, { ...entry, outcome: 'failure', detail: { message } }).catch(() => {});
    throw err;
  }
  await recordAudit(db, { ...entry, outcome: 'success', detail: detail(result) });
  return result;
}

async function requireDevices(db: Kysely<DB>, names: string[]) {
  const known = await repo.existingDevices(db, names);
  const unknown = names.filter((n) => !known.has(n));
  if (unknown.length) throw notFound(`device_name: device '${unknown.join("', '")}' not found`);
}

const noSchedule = (names: string[]) => notFound(`No PAM Schedule found for ${names.join(', ')}`);

/** GET: the named devices' schedules, or (without names) a page of the schedules grid. */
export async function readSchedules(db: Kysely<DB>, q: PamSuspendQuery, now = nowSeconds()): Promise<PamSuspendAnswer> {
  const active = q.active ?? true;
  if (q.device_names !== undefined) {
    const names = splitNames(q.device_names);
    if (!names.length) throw badRequest('device_names: give at least one device name');
    const data = await repo.findSchedules(db, names, now, active);
    if (names.length === 1 && !data.length) throw noSchedule(names);
    return { data, total: data.length };
  }
  return repo.listSchedules(db, {
    now,
    active,
    sort: q.sort ?? 'start_time',
    order: q.order ?? 'desc',
    limit: q.limit ?? DEFAULT_LIMIT,
    offset: q.offset ?? 0,
  });
}

/** POST: validates every item first, then upserts all of them and their devices in one transaction. */
export async function createSchedules(
  db: Kysely<DB>,
  items: PamSuspendInput[],
  caller: string,
  now = nowSeconds(),
): Promise<PamSuspendAnswer> {
  const names = items.map((i) => i.device_name.trim());
  const userName = items.find((i) => present(i.user))?.user?.trim() ?? caller;
  return audited(
    db,
    { userName, action: 'pamSuspend.create', deviceNames: [...new Set(names)] },
    async () => {
      const dup = names.find((n, i) => names.indexOf(n) !== i);
      if (dup) throw badRequest(`device_name: '${dup}' appears more than once`);
      const rows = items.map((item, i): repo.ScheduleRow => {
        if (!names[i]) throw badRequest('device_name is required');
        const w = validateWindow(item, now);
        const user = present(item.user) ? (item.user as string).trim() : caller;
        return { device_name: names[i], schedule_type: 'device', info: w.info, start_time: w.start, end_time: w.end, user_name: user };
      });
      await requireDevices(db, names);
      await db.transaction().execute(async (tx) => {
        await repo.upsertSchedules(tx, rows, now);
        await repo.mirrorSchedulesOntoDevices(tx, names);
      });
      const data = await repo.findSchedules(db, names, now, false);
      return { data, total: data.length };
    },
    (r) => ({ schedules: r.data }),
  );
}

/** PUT (grid update): the same rules; an unchanged start may lie in the past. */
export async function updateSchedule(
  db: Kysely<DB>,
  name: string,
  body: PamSuspendUpdateBody,
  caller: string,
  now = nowSeconds(),
): Promise<PamSuspendSchedule> {
  const userName = present(body.user) ? (body.user as string).trim() : caller;
  return audited(
    db,
    { userName, action: 'pamSuspend.update', deviceNames: [name] },
    async () => {
      const current = await repo.getSchedule(db, name);
      if (!current) throw noSchedule([name]);
      const w = validateWindow(body, now, current.start_time);
      await db.transaction().execute(async (tx) => {
        await repo.upsertSchedules(tx, [{ ...current, info: w.info, start_time: w.start, end_time: w.end, user_name: userName }], now);
        await repo.mirrorSchedulesOntoDevices(tx, [name]);
      });
      const [row] = await repo.findSchedules(db, [name], now, false);
      return row as PamSuspendSchedule;
    },
    (r) => ({ schedule: r }),
  );
}

/** DELETE (remove / grid delete): all named devices must have a schedule, else nothing is removed (404). */
export async function removeSchedules(db: Kysely<DB>, names: string[], userName: string): Promise<PamSuspendRemoveAnswer> {
  return audited(
    db,
    { userName, action: 'pamSuspend.remove', deviceNames: names },
    async () => {
      if (!names.length) throw badRequest('device_names: give at least one device name');
      return db.transaction().execute(async (tx) => {
        const removed = await repo.deleteSchedules(tx, names);
        const missing = names.filter((n) => !removed.includes(n));
        if (missing.length) throw noSchedule(missing);
        await repo.clearDevicePam(tx, removed);
        return { device_names: removed, removed: removed.length };
      });
    },
    (r) => r,
  );
}
