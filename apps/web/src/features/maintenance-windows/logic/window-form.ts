import {
  formatLocalDateTime,
  parseLocalDateTime,
  toLocal,
  weekdayOf,
  type MaintenanceCreateBody,
  type MaintenanceImpactBody,
  type MaintenanceRecurrenceKind,
  type MaintenanceWeek,
  type MaintenanceWindow,
} from '@nms/contract';

/** What the create/edit form holds: text as typed, so a failed save keeps it. */
export interface WindowForm {
  name: string;
  targetKind: 'query' | 'devices';
  query: string;
  /** Device names, one a line (commas and spaces separate too). */
  devices: string;
  kind: MaintenanceRecurrenceKind;
  weekdays: number[];
  day: number;
  week: MaintenanceWeek;
  weekday: number;
  /** 'YYYY-MM-DDTHH:mm', local to timeZone (what <input type="datetime-local"> holds). */
  start: string;
  hours: number;
  minutes: number;
  timeZone: string;
  /** 'YYYY-MM-DD' or empty. */
  until: string;
  info: string;
}

const HOUR_MS = 3_600_000;

/** A new window: starts at the next full hour in the zone, 2 hours, weekly on that weekday. */
export function newWindowForm(nowMs: number, timeZone: string): WindowForm {
  const local = toLocal(Math.floor(nowMs / HOUR_MS) * HOUR_MS + HOUR_MS, timeZone);
  const start = formatLocalDateTime({ ...local, minute: 0 });
  const weekday = weekdayOf(local.year, local.month, local.day);
  return {
    name: '',
    targetKind: 'query',
    query: '',
    devices: '',
    kind: 'weekly',
    weekdays: [weekday],
    day: local.day,
    week: 'first',
    weekday,
    start,
    hours: 2,
    minutes: 0,
    timeZone,
    until: '',
    info: '',
  };
}

/** The form of a stored window (edit). */
export function formOfWindow(w: MaintenanceWindow): WindowForm {
  const r = w.recurrence;
  const first = parseLocalDateTime(w.start);
  const startWeekday = first ? weekdayOf(first.year, first.month, first.day) : 1;
  return {
    name: w.name,
    targetKind: w.target.kind,
    query: w.target.query ?? '',
    devices: (w.target.devices ?? []).join('\n'),
    kind: r.kind,
    weekdays: r.weekdays ?? [startWeekday],
    day: r.day ?? first?.day ?? 1,
    week: r.week ?? 'first',
    weekday: r.weekday ?? startWeekday,
    start: w.start,
    hours: Math.floor(w.durationMinutes / 60),
    minutes: w.durationMinutes % 60,
    timeZone: w.timeZone,
    until: w.until ?? '',
    info: w.info,
  };
}

export const deviceNames = (text: string): string[] => [...new Set(text.split(/[\s,;]+/).filter(Boolean))];

const recurrenceOf = (f: WindowForm): MaintenanceCreateBody['recurrence'] => {
  if (f.kind === 'weekly') return { kind: 'weekly', weekdays: [...f.weekdays].sort((a, b) => a - b) };
  if (f.kind === 'monthly-day') return { kind: 'monthly-day', day: f.day };
  if (f.kind === 'monthly-weekday') return { kind: 'monthly-weekday', week: f.week, weekday: f.weekday };
  return { kind: f.kind };
};

/** The schedule and target part both the save and the impact preview send. */
function scheduleOf(f: WindowForm) {
  return {
    target:
      f.targetKind === 'query' ? { kind: 'query' as const, query: f.query.trim() } : { kind: 'devices' as const, devices: deviceNames(f.devices) },
    start: f.start,
    durationMinutes: (Number(f.hours) || 0) * 60 + (Number(f.minutes) || 0),
    timeZone: f.timeZone,
    recurrence: recurrenceOf(f),
    until: f.kind === 'once' || f.until === '' ? null : f.until,
  };
}

/** POST / PUT body (PUT adds the version it read). */
export const bodyOfForm = (f: WindowForm): MaintenanceCreateBody => ({ name: f.name.trim(), ...scheduleOf(f), info: f.info });

/** POST /maintenance/impact body; `excludeId` is the window being edited (not its own overlap). */
export const impactBodyOfForm = (f: WindowForm, excludeId?: number): MaintenanceImpactBody => ({
  ...scheduleOf(f),
  ...(excludeId ? { excludeId } : {}),
});

/** Can the preview be asked yet? A target to count: a query or at least one device name. */
export const previewReady = (f: WindowForm): boolean => (f.targetKind === 'query' ? f.query.trim() !== '' : deviceNames(f.devices).length > 0);
