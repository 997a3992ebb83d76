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
import { badRequest, notFound } from '../../lib/http-error';
import type { AuditActor } from '../audit';
import { audited } from './audited-write';
import { refuseConflicts } from './concurrency';
import * as repo from './repository';

/**
 * Rules of PAM suspend (spec 000 §3/§5, 001 §3/§5). Times are unix seconds. The lifecycle job
 * (lifecycle.ts) moves the stored status; reads answer what the clock implies (repository.ts).
 * The device row's pam_suspend_start_date / pam_suspend_end_date (epoch ms) mirror the window
 * written last, in the same transaction as the schedule; pam_suspended follows the status 'sus'.
 * Every write locks its devices (name order), checks the versions the client saw (concurrency.ts),
 * writes, and records its audit entry under the token's actor, all in one transaction.
 */

/** Clock slack of the window checks: the form's "now" is a little older than the server's. */
export const SLACK_SECONDS = 60;
const DEFAULT_LIMIT = 100;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export const splitNames = (s: string | undefined) => [
  ...new Set(
    (s ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
  ),
];

export const present = (v: string | null | undefined) => typeof v === 'string' && v.trim() !== '';

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
  const first = windowProblem(input, now, keepStart);
  if (first) throw badRequest(first);
  return { info: (input.info as string).trim(), start: Math.floor(input.start_time as number), end: Math.floor(input.end_time as number) };
}

/** The first failing rule's message (validateWindow's order), or undefined when the window is valid. */
export function windowProblem(input: PamWindowInput, now: number, keepStart?: number): string | undefined {
  const e = pamWindowErrors(input, now, { slack: SLACK_SECONDS, keepStart });
  const required = [e.info, e.start === PAM_MESSAGES.startRequired ? e.start : undefined, e.end === PAM_MESSAGES.endRequired ? e.end : undefined];
  return [...required, e.start, e.end].find(Boolean);
}

const noSchedule = (names: string[]) => notFound(`No PAM Schedule found for ${names.join(', ')}`);

/** GET: the named devices' schedules, or (without names) a page of the schedules grid. */
export async function readSchedules(db: Kysely<DB>, q: PamSuspendQuery, now = nowSeconds()): Promise<PamSuspendAnswer> {
  const active = q.active ?? true;
  if (q.device_names !== undefined) {
    const names = splitNames(q.device_names);
    if (!names.length) throw badRequest('device_names: give at least one device name');
    const data = await repo.findSchedules(db, names, now, active);
    // missing=empty: a device without a schedule is a normal answer for a popup, not an error.
    if (names.length === 1 && !data.length && q.missing !== 'empty') throw noSchedule(names);
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

export const claimedUser = (user: string | null | undefined) => (present(user) ? { user: (user as string).trim() } : undefined);

/**
 * POST: validates every item, then under the device locks refuses the whole call (409) when a
 * schedule not yet ended has another version than the item's expected_version (absent: 0, "saw
 * none"); else upserts all of them and their devices.
 */
export async function createSchedules(db: Kysely<DB>, items: PamSuspendInput[], actor: AuditActor, now = nowSeconds()): Promise<PamSuspendAnswer> {
  const names = items.map((i) => i.device_name.trim());
  const expected = new Map(names.map((n, i) => [n, items[i].expected_version ?? 0]));
  const entry = {
    actor,
    action: 'pamSuspend.create',
    deviceNames: [...new Set(names)],
    claimed: claimedUser(items.find((i) => present(i.user))?.user),
  };
  return audited(
    db,
    entry,
    async (tx) => {
      const dup = names.find((n, i) => names.indexOf(n) !== i);
      if (dup) throw badRequest(`device_name: '${dup}' appears more than once`);
      const rows = items.map((item, i): repo.ScheduleRow => {
        if (!names[i]) throw badRequest('device_name is required');
        const w = validateWindow(item, now);
        const user = present(item.user) ? (item.user as string).trim() : actor.name;
        return {
          device_name: names[i],
          schedule_type: 'device',
          info: w.info,
          start_time: w.start,
          end_time: w.end,
          user_name: user,
          updated_by: actor.name,
        };
      });
      const known = await repo.lockDevices(tx, names);
      const unknown = names.filter((n) => !known.has(n));
      if (unknown.length) throw notFound(`device_name: device '${unknown.join("', '")}' not found`);
      const stored = await repo.storedSchedules(tx, names, now);
      refuseConflicts(stored, (s) => s.end_time > now && s.version !== expected.get(s.device_name));
      await repo.upsertSchedules(tx, rows, now);
      await repo.mirrorSchedulesOntoDevices(tx, names);
      const data = await repo.findSchedules(tx, names, now, false);
      return { data, total: data.length };
    },
    (r) => ({ schedules: r.data }),
  );
}

/** PUT (grid update): the same rules; an unchanged start may lie in the past. A version sent must match (409). */
export async function updateSchedule(
  db: Kysely<DB>,
  name: string,
  body: PamSuspendUpdateBody,
  actor: AuditActor,
  now = nowSeconds(),
): Promise<PamSuspendSchedule> {
  const userName = present(body.user) ? (body.user as string).trim() : actor.name;
  return audited(
    db,
    { actor, action: 'pamSuspend.update', deviceNames: [name], claimed: claimedUser(body.user) },
    async (tx) => {
      await repo.lockDevices(tx, [name]);
      const [current] = await repo.storedSchedules(tx, [name], now);
      if (!current) throw noSchedule([name]);
      if (body.version !== undefined) refuseConflicts([current], (s) => s.version !== body.version);
      const w = validateWindow(body, now, current.start_time);
      const row = {
        device_name: name,
        schedule_type: current.schedule_type,
        info: w.info,
        start_time: w.start,
        end_time: w.end,
        user_name: userName,
        updated_by: actor.name,
      };
      await repo.upsertSchedules(tx, [row], now);
      await repo.mirrorSchedulesOntoDevices(tx, [name]);
      const [answer] = await repo.findSchedules(tx, [name], now, false);
      return answer as PamSuspendSchedule;
    },
    (r) => ({ schedule: r }),
  );
}

/**
 * DELETE (remove / grid delete): all named devices must have a schedule, else nothing is removed
 * (404); a version given for a device must be the stored one, else nothing is removed (409).
 */
export async function removeSchedules(
  db: Kysely<DB>,
  names: string[],
  actor: AuditActor,
  opts: { versions?: Map<string, number>; userName?: string } = {},
): Promise<PamSuspendRemoveAnswer> {
  return audited(
    db,
    {
      actor,
      action: 'pamSuspend.remove',
      deviceNames: names,
      claimed: present(opts.userName) ? { user_name: (opts.userName as string).trim() } : undefined,
    },
    async (tx) => {
      if (!names.length) throw badRequest('device_names: give at least one device name');
      await repo.lockDevices(tx, names);
      const stored = await repo.storedSchedules(tx, names, nowSeconds());
      const missing = names.filter((n) => !stored.some((s) => s.device_name === n));
      if (missing.length) throw noSchedule(missing);
      const versions = opts.versions ?? new Map<string, number>();
      refuseConflicts(stored, (s) => versions.has(s.device_name) && versions.get(s.device_name) !== s.version);
      const removed = await repo.deleteSchedules(tx, names);
      await repo.clearDevicePam(tx, removed);
      return { device_names: removed, removed: removed.length };
    },
    (r) => r,
  );
}

/**
 * device_names with the versions aligned with them (an empty entry is not checked); a repeated
 * name keeps its first version.
 */
export function namesWithVersions(deviceNames: string, versions: string | undefined): { names: string[]; versions: Map<string, number> } {
  const raw = deviceNames.split(',').map((n) => n.trim());
  const given = versions === undefined ? [] : versions.split(',');
  if (versions !== undefined && given.length !== raw.length) {
    throw badRequest(`versions: give one version per device name (${given.length} versions for ${raw.length} names)`);
  }
  const map = new Map<string, number>();
  raw.forEach((n, i) => {
    const v = given[i]?.trim();
    if (n && v && !map.has(n)) map.set(n, Number(v));
  });
  return { names: splitNames(deviceNames), versions: map };
}
