import type { VersionedSchedule } from './pam-version';

/**
 * The schedule grid's batch editing (spec 001 §2.11), pure: the rows as the server gave them,
 * the rows as edited, and the deletions, until Save turns them into inserts, updates and deletes.
 * A device without a schedule gets an empty new row; it becomes an insert once something is typed.
 */

export interface PamGridRow {
  device_name: string;
  status: string;
  start_time: number | null;
  end_time: number | null;
  info: string;
  schedule_type: string;
  user: string;
  /** The schedule's version as read (0: no schedule): updates and deletes send it back. */
  version: number;
}

export interface BatchState {
  /** The server's row per device; absent for a device without a schedule. */
  original: Readonly<Record<string, PamGridRow>>;
  rows: readonly PamGridRow[];
  deleted: readonly string[];
}

export type RowChange = 'insert' | 'update' | 'delete';

const blankRow = (device_name: string): PamGridRow => ({
  device_name,
  status: '',
  start_time: null,
  end_time: null,
  info: '',
  schedule_type: 'device',
  user: '',
  version: 0,
});

/** A row per device, in the order given: its schedule, else a blank new row. */
export function initialState(deviceNames: readonly string[], schedules: readonly VersionedSchedule[]): BatchState {
  const byName = new Map(schedules.map((s) => [s.device_name, s]));
  const original: Record<string, PamGridRow> = {};
  const rows = [...new Set(deviceNames)].map((name) => {
    const s = byName.get(name);
    if (!s) return blankRow(name);
    const row: PamGridRow = { ...s, version: s.version ?? 0 };
    original[name] = row;
    return row;
  });
  return { original, rows, deleted: [] };
}

const EDITABLE = ['start_time', 'end_time', 'info'] as const;
export type EditableField = (typeof EDITABLE)[number];

const sameEdits = (a: PamGridRow, b: PamGridRow) => EDITABLE.every((f) => a[f] === b[f]);
const isBlank = (r: PamGridRow) => r.start_time === null && r.end_time === null && r.info.trim() === '';

export function editRow(state: BatchState, name: string, patch: Partial<Pick<PamGridRow, EditableField>>): BatchState {
  return { ...state, rows: state.rows.map((r) => (r.device_name === name ? { ...r, ...patch } : r)) };
}

/** The form's Apply: start, end and info into every row not marked for deletion. */
export function applyToAll(state: BatchState, values: { start_time: number; end_time: number; info: string }): BatchState {
  const gone = new Set(state.deleted);
  return { ...state, rows: state.rows.map((r) => (gone.has(r.device_name) ? r : { ...r, ...values })) };
}

/** Marks a saved row for deletion (or takes the mark back); a new row is blanked instead. */
export function toggleDelete(state: BatchState, name: string): BatchState {
  if (!state.original[name]) return { ...state, rows: state.rows.map((r) => (r.device_name === name ? blankRow(name) : r)) };
  const deleted = state.deleted.includes(name) ? state.deleted.filter((n) => n !== name) : [...state.deleted, name];
  return { ...state, deleted };
}

export function rowChange(state: BatchState, row: PamGridRow): RowChange | undefined {
  const before = state.original[row.device_name];
  if (state.deleted.includes(row.device_name)) return before ? 'delete' : undefined;
  if (!before) return isBlank(row) ? undefined : 'insert';
  return sameEdits(before, row) ? undefined : 'update';
}

/** Whether one field of a row differs from the server's (for the pending-edit highlight). */
export function isFieldEdited(state: BatchState, row: PamGridRow, field: EditableField): boolean {
  const before = state.original[row.device_name];
  return before ? before[field] !== row[field] : row[field] !== null && row[field] !== '';
}

export interface ChangeSet {
  inserts: PamGridRow[];
  updates: PamGridRow[];
  deletes: string[];
}

export function buildChangeSet(state: BatchState): ChangeSet {
  const set: ChangeSet = { inserts: [], updates: [], deletes: [] };
  for (const row of state.rows) {
    const change = rowChange(state, row);
    if (change === 'insert') set.inserts.push(row);
    else if (change === 'update') set.updates.push(row);
    else if (change === 'delete') set.deletes.push(row.device_name);
  }
  return set;
}

export const changeCount = (set: ChangeSet): number => set.inserts.length + set.updates.length + set.deletes.length;

/** Cancel changes: every row back to the server's (a new row blank), nothing deleted. */
export function discardChanges(state: BatchState): BatchState {
  return { ...state, rows: state.rows.map((r) => state.original[r.device_name] ?? blankRow(r.device_name)), deleted: [] };
}

/** 'start_time, end_time and info are required when editing' (spec 001 §5), as the form words them. */
export function missingFields(row: PamGridRow): string[] {
  const missing: string[] = [];
  if (row.start_time === null) missing.push('Start date is required');
  if (row.end_time === null) missing.push('End date is required');
  if (row.info.trim() === '') missing.push('Info is required');
  return missing;
}

/**
 * After a save: the fresh server rows, with the changes that failed put back so nothing typed
 * is lost (`failed` names the devices whose request failed).
 */
export function rebaseAfterSave(before: BatchState, fresh: BatchState, failed: ReadonlySet<string>): BatchState {
  let next = fresh;
  for (const row of before.rows) {
    if (!failed.has(row.device_name)) continue;
    const change = rowChange(before, row);
    if (change === 'delete') {
      if (next.original[row.device_name]) next = { ...next, deleted: [...next.deleted, row.device_name] };
    } else if (change) {
      next = editRow(next, row.device_name, { start_time: row.start_time, end_time: row.end_time, info: row.info });
    }
  }
  return next;
}
