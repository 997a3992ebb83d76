import {
  firstOverlap,
  maintenanceScheduleErrors,
  nextOccurrences,
  toOccurrence,
  type MaintenanceImpactAnswer,
  type MaintenanceImpactBody,
  type MaintenanceOverlap,
  type MaintenanceSchedule,
} from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { DeviceIndex } from '../device-index';
import { impactFromIndex } from './impact-index';
import { countTarget, targetEvents, unknownNames } from './impact-repository';
import * as repo from './repository';
import { validBody } from './service';
import { targetCondition } from './target-repository';
import { scheduleOf } from './window-schedule';

const NEXT = 5;

/** The window's times when complete enough to compute occurrences, else null (the counts still answer). */
function scheduleOfBody(body: MaintenanceImpactBody): MaintenanceSchedule | null {
  if (Object.keys(maintenanceScheduleErrors(body)).length) return null;
  return {
    start: body.start!,
    durationMinutes: body.durationMinutes!,
    timeZone: body.timeZone!,
    recurrence: body.recurrence!,
    until: body.until ?? null,
  };
}

/** Windows (other than the one edited) whose occurrences meet this one's within the next year. */
async function overlapsOf(
  db: Kysely<DB>,
  schedule: MaintenanceSchedule,
  excludeId: number | undefined,
  nowMs: number,
): Promise<MaintenanceOverlap[]> {
  const others = (await repo.listWindows(db)).filter((w) => w.id !== excludeId);
  const out: MaintenanceOverlap[] = [];
  for (const w of others) {
    const hit = firstOverlap(schedule, scheduleOf(w), nowMs);
    if (hit) out.push({ id: w.id, name: w.name, occurrence: toOccurrence(hit.a), other: toOccurrence(hit.b) });
  }
  return out.sort((a, b) => a.occurrence.start.localeCompare(b.occurrence.start) || a.id - b.id);
}

/** The target's counts: from the device index when it can answer, else two aggregate statements. */
async function targetCounts(db: Kysely<DB>, index: DeviceIndex | undefined, body: MaintenanceImpactBody) {
  const indexed = await impactFromIndex(db, index, body.target);
  if (indexed) return indexed;
  const where = targetCondition(body.target);
  const [counts, events] = await Promise.all([countTarget(db, where), targetEvents(db, where)]);
  return { ...counts, events };
}

/** POST /maintenance/impact: what the window would suspend, before it is saved. */
export async function previewImpact(
  db: Kysely<DB>,
  body: MaintenanceImpactBody,
  index?: DeviceIndex,
  nowMs = Date.now(),
): Promise<MaintenanceImpactAnswer> {
  // The target's rules and its query's compile errors answer as they would on save (400 naming target).
  validBody({ name: 'preview', ...body, ...fallbackTimes(body) });
  const schedule = scheduleOfBody(body);
  const names = body.target.kind === 'devices' ? [...new Set((body.target.devices ?? []).map((d) => d.trim()).filter(Boolean))] : [];
  const [counts, unknownDevices, overlaps] = await Promise.all([
    targetCounts(db, index, body),
    unknownNames(db, names),
    schedule ? overlapsOf(db, schedule, body.excludeId, nowMs) : Promise.resolve([]),
  ]);
  return {
    ...counts,
    unknownDevices,
    overlaps,
    nextOccurrences: schedule ? nextOccurrences(schedule, nowMs, NEXT).map(toOccurrence) : [],
  };
}

/** Incomplete times must not stop the target's check: fill them with valid ones for that check only. */
const fallbackTimes = (body: MaintenanceImpactBody) =>
  scheduleOfBody(body) ? {} : { start: '2000-01-01T00:00', durationMinutes: 60, timeZone: 'UTC', recurrence: { kind: 'once' as const }, until: null };
