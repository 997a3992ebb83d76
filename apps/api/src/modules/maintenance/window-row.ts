import type { MaintenanceCreateBody, MaintenanceRecurrence, MaintenanceTarget, MaintenanceWindow, MaintenanceWeek } from '@nms/contract';
import type { Selectable } from 'kysely';
import type { MaintenanceWindowTable } from '../../db/schema-maintenance';

/** A stored window row and its contract shape (times: epoch ms in the table, ISO 8601 in answers). */

export type WindowRow = Selectable<MaintenanceWindowTable>;

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

export function recurrenceOf(row: WindowRow): MaintenanceRecurrence {
  switch (row.recurrence_kind) {
    case 'weekly':
      return { kind: 'weekly', weekdays: [...row.weekdays].map(Number).sort((a, b) => a - b) };
    case 'monthly-day':
      return { kind: 'monthly-day', day: row.month_day ?? 1 };
    case 'monthly-weekday':
      return { kind: 'monthly-weekday', week: (row.month_week ?? 'first') as MaintenanceWeek, weekday: row.month_weekday ?? 0 };
    case 'daily':
      return { kind: 'daily' };
    default:
      return { kind: 'once' };
  }
}

export function targetOf(row: WindowRow): MaintenanceTarget {
  return row.target_kind === 'devices' ? { kind: 'devices', devices: [...row.target_devices] } : { kind: 'query', query: row.target_query ?? '' };
}

export function windowOf(row: WindowRow): MaintenanceWindow {
  return {
    id: row.id,
    name: row.name,
    target: targetOf(row),
    start: row.start_local,
    durationMinutes: row.duration_minutes,
    timeZone: row.time_zone,
    recurrence: recurrenceOf(row),
    until: row.recurrence_kind === 'once' ? null : row.until_date,
    info: row.info,
    endedOccurrenceStart: iso(row.ended_occurrence_start),
    endedAt: iso(row.ended_at),
    createdBy: row.created_by,
    createdAt: iso(row.created_at) as string,
    updatedBy: row.updated_by,
    updatedAt: iso(row.updated_at) as string,
    version: row.version,
  };
}

/** The columns a validated body writes (maintenanceWindowErrors has passed). */
export function columnsOf(body: MaintenanceCreateBody) {
  const r = body.recurrence!;
  const t = body.target!;
  const devices = t.kind === 'devices' ? [...new Set((t.devices ?? []).map((d) => d.trim()).filter(Boolean))] : [];
  return {
    name: body.name!.trim(),
    target_kind: t.kind,
    target_query: t.kind === 'query' ? (t.query ?? '').trim() : null,
    target_devices: devices,
    start_local: body.start!,
    duration_minutes: body.durationMinutes!,
    time_zone: body.timeZone!,
    until_date: r.kind === 'once' || !body.until ? null : body.until,
    recurrence_kind: r.kind,
    weekdays: r.kind === 'weekly' ? [...new Set(r.weekdays ?? [])].sort((a, b) => a - b) : [],
    month_day: r.kind === 'monthly-day' ? (r.day ?? null) : null,
    month_week: r.kind === 'monthly-weekday' ? (r.week ?? null) : null,
    month_weekday: r.kind === 'monthly-weekday' ? (r.weekday ?? null) : null,
    info: (body.info ?? '').trim(),
  };
}
