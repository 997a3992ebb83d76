import {
  maintenanceWindowErrors,
  nextOccurrences,
  occurrenceAt,
  toOccurrence,
  type MaintenanceCreateBody,
  type MaintenanceDeleteAnswer,
  type MaintenanceListAnswer,
  type MaintenanceListQuery,
  type MaintenanceUpdateBody,
  type MaintenanceWindow,
  type MaintenanceWindowItem,
} from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { recordAudit, type AuditActor } from '../audit';
import { releaseWindow } from './release';
import * as repo from './repository';
import { targetCondition } from './target-repository';
import { scheduleOf } from './window-schedule';
import { columnsOf, windowOf, type WindowRow } from './window-row';

/**
 * Maintenance windows' rules (issue 21). Every write locks the window, checks the version the
 * client read (another: 409 with the stored window), writes and records its audit entry in one
 * transaction, actor from the verified token. Delete and 'end now' then release the PAM schedules
 * the window holds, through the PAM service (its own audited transactions); whatever a failure
 * leaves held, the scheduler's next tick releases.
 */

const DEFAULT_OCCURRENCES = 5;

/** The form's order: the first wrong field is the one answered. */
const FIELD_ORDER = ['name', 'target', 'start', 'durationMinutes', 'timeZone', 'recurrence', 'until'] as const;

const fieldError = (field: string, message: string) => new HttpError(400, `${field}: ${message}`, { field });

/** The shared field rules, then the target query through the compiler (its 400, named 'target'). */
export function validBody(body: MaintenanceCreateBody): ReturnType<typeof columnsOf> {
  const errors = maintenanceWindowErrors(body);
  const first = FIELD_ORDER.find((f) => errors[f]);
  if (first) throw fieldError(first, errors[first]!);
  try {
    targetCondition(body.target!);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 400) throw fieldError('target', err.message);
    throw err;
  }
  return columnsOf(body);
}

export function itemOf(row: WindowRow, nowMs: number, suspended: number, count = DEFAULT_OCCURRENCES): MaintenanceWindowItem {
  const schedule = scheduleOf(row);
  const next = nextOccurrences(schedule, nowMs, Math.max(count, 1));
  const status = occurrenceAt(schedule, nowMs) ? 'running' : next.length ? 'scheduled' : 'finished';
  return { ...windowOf(row), status, nextOccurrences: next.slice(0, count).map(toOccurrence), suspendedDevices: suspended };
}

export async function listWindows(db: Kysely<DB>, q: MaintenanceListQuery, nowMs = Date.now()): Promise<MaintenanceListAnswer> {
  const [rows, counts] = await Promise.all([repo.listWindows(db), repo.suspendedCounts(db)]);
  const items = rows.map((r) => itemOf(r, nowMs, counts.get(r.id) ?? 0, q.occurrences ?? DEFAULT_OCCURRENCES));
  const data = (q.all ? items : items.filter((i) => i.status !== 'finished')).sort(
    (a, b) => (a.nextOccurrences[0]?.start ?? '~').localeCompare(b.nextOccurrences[0]?.start ?? '~') || a.id - b.id,
  );
  return { data, total: data.length };
}

export async function getWindow(db: Kysely<DB>, id: number, nowMs = Date.now()): Promise<MaintenanceWindowItem> {
  const row = await repo.findWindow(db, id);
  if (!row) throw notFound(`no maintenance window ${id}`);
  const counts = await repo.suspendedCounts(db);
  return itemOf(row, nowMs, counts.get(id) ?? 0);
}

const audit = (tx: Kysely<DB>, actor: AuditActor, verb: string, id: number, before: MaintenanceWindow | null, after: MaintenanceWindow | null) =>
  recordAudit(tx, {
    actor,
    action: `maintenance.${verb}`,
    deviceNames: [],
    outcome: 'success',
    target: `maintenance/windows/${id}`,
    changes: { before, after },
    detail: { id, name: (after ?? before)?.name },
  });

export function createWindow(db: Kysely<DB>, body: MaintenanceCreateBody, actor: AuditActor, nowMs = Date.now()): Promise<MaintenanceWindow> {
  const columns = validBody(body);
  return db.transaction().execute(async (tx) => {
    const row = await repo.insertWindow(tx, columns, actor.name, nowMs);
    const after = windowOf(row);
    await audit(tx, actor, 'create', row.id, null, after);
    return after;
  });
}

/** The window locked, at the version the client read (404 gone; 409 another version, with the stored one). */
async function lockedAt(tx: Kysely<DB>, id: number, version: number): Promise<WindowRow> {
  const row = await repo.lockWindow(tx, id);
  if (!row) throw notFound(`no maintenance window ${id}`);
  if (row.version !== version) {
    throw new HttpError(409, `maintenance window ${id} was changed by ${row.updated_by} since you read it (version ${row.version}); reload`, {
      current: windowOf(row),
    });
  }
  return row;
}

export function updateWindow(
  db: Kysely<DB>,
  id: number,
  body: MaintenanceUpdateBody,
  actor: AuditActor,
  nowMs = Date.now(),
): Promise<MaintenanceWindow> {
  const { version, ...fields } = body;
  const columns = validBody(fields);
  return db.transaction().execute(async (tx) => {
    const before = windowOf(await lockedAt(tx, id, version));
    const after = windowOf(await repo.updateWindow(tx, id, columns, actor.name, nowMs));
    await audit(tx, actor, 'update', id, before, after);
    return after;
  });
}

export async function deleteWindow(db: Kysely<DB>, id: number, version: number, actor: AuditActor): Promise<MaintenanceDeleteAnswer> {
  await db.transaction().execute(async (tx) => {
    const before = windowOf(await lockedAt(tx, id, version));
    await repo.deleteWindow(tx, id);
    await audit(tx, actor, 'delete', id, before, null);
  });
  const released = await releaseWindow(db, id, actor);
  return { id, released: released.length };
}

/** 'End now': cuts the running occurrence short (the next ones still run) and releases its devices. */
export async function endWindowNow(db: Kysely<DB>, id: number, version: number, actor: AuditActor, nowMs = Date.now()): Promise<MaintenanceWindow> {
  const after = await db.transaction().execute(async (tx) => {
    const row = await lockedAt(tx, id, version);
    const occ = occurrenceAt(scheduleOf(row), nowMs);
    if (!occ) throw new HttpError(409, `maintenance window ${id} has no occurrence running`, { current: windowOf(row) });
    const ended = windowOf(await repo.markEnded(tx, id, occ.start, actor.name, nowMs));
    await audit(tx, actor, 'end', id, windowOf(row), ended);
    return ended;
  });
  await releaseWindow(db, id, actor);
  return after;
}
