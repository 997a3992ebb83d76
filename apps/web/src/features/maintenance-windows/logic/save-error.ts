import type { MaintenanceField, MaintenanceWindow } from '@nms/contract';
import { ApiError } from '../../../lib/api-client';

export type FieldErrors = Partial<Record<MaintenanceField, string>>;

/** What a failed save shows: messages under fields (400), the stored window (409), or one message. */
export interface SaveFailure {
  fields: FieldErrors;
  /** 409: someone else changed (or deleted: null) the window since it was read. */
  conflict?: { current: MaintenanceWindow | null };
  message?: string;
}

const FIELDS: readonly MaintenanceField[] = ['name', 'target', 'start', 'durationMinutes', 'timeZone', 'recurrence', 'until'];
const isField = (f: unknown): f is MaintenanceField => typeof f === 'string' && (FIELDS as readonly string[]).includes(f);

export const CONFLICT_MESSAGE = 'Someone else changed this window since you opened it. Your edits are kept: reload it to see theirs, or close.';
export const DELETED_MESSAGE = 'Someone else deleted this window since you opened it.';

/** Reads an API failure of a create, update, delete or 'end now'. */
export function saveFailureOf(error: unknown): SaveFailure {
  if (!(error instanceof ApiError)) return { fields: {}, message: error instanceof Error ? error.message : String(error) };
  const body = (error.body && typeof error.body === 'object' ? error.body : {}) as { field?: unknown; current?: MaintenanceWindow | null };
  if (error.status === 409) {
    const current = body.current ?? null;
    return { fields: {}, conflict: { current }, message: current ? CONFLICT_MESSAGE : DELETED_MESSAGE };
  }
  // The API's message is 'field: what is wrong'; under the field, the field's name is not repeated.
  if (error.status === 400 && isField(body.field)) return { fields: { [body.field]: error.message.replace(`${body.field}: `, '') } };
  return { fields: {}, message: error.message };
}

/** The field a form edit belongs to: its message goes when the operator changes it. */
const FIELD_OF: Record<string, MaintenanceField> = {
  name: 'name',
  targetKind: 'target',
  query: 'target',
  devices: 'target',
  start: 'start',
  hours: 'durationMinutes',
  minutes: 'durationMinutes',
  timeZone: 'timeZone',
  kind: 'recurrence',
  weekdays: 'recurrence',
  day: 'recurrence',
  week: 'recurrence',
  weekday: 'recurrence',
  until: 'until',
};

/** The field errors left once `changed` (form keys) were edited. */
export function errorsAfterEdit(errors: FieldErrors, changed: readonly string[]): FieldErrors {
  const gone = new Set(changed.map((k) => FIELD_OF[k]));
  return Object.fromEntries(Object.entries(errors).filter(([f]) => !gone.has(f as MaintenanceField))) as FieldErrors;
}
