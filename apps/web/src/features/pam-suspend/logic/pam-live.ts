import type { LiveViewSpec, ViewChange } from '../../../lib/live/live-types';
import { rowChange, type BatchState } from './batch-edit';

/** PAM schedules of these devices as a live view: one device's, or every schedule (keys filter them). */
export function pamLiveView(deviceNames: readonly string[]): LiveViewSpec | undefined {
  if (deviceNames.length === 0) return undefined;
  return deviceNames.length === 1 ? { kind: 'pam', device: deviceNames[0] } : { kind: 'pam' };
}

/** Whether a change names one of the devices (a change of many is always read). */
export const touchesDevices =
  (deviceNames: readonly string[]) =>
  (change: ViewChange): boolean =>
    change.many || change.keys.some((k) => deviceNames.includes(k));

/**
 * The schedules grid after a live read: rows nobody is editing take the server's (row and
 * version); a row with a pending edit or deletion stays as typed on the version it was read at,
 * so its Save meets the other operator's change as a conflict instead of overwriting it.
 */
export function liveRebase(before: BatchState, fresh: BatchState): BatchState {
  const editing = new Set(before.rows.filter((r) => rowChange(before, r) !== undefined).map((r) => r.device_name));
  if (editing.size === 0) return fresh;
  const original = { ...fresh.original };
  for (const name of editing) {
    if (before.original[name]) original[name] = before.original[name];
    else delete original[name];
  }
  const beforeRows = new Map(before.rows.map((r) => [r.device_name, r]));
  return {
    original,
    rows: fresh.rows.map((r) => (editing.has(r.device_name) ? beforeRows.get(r.device_name)! : r)),
    deleted: before.deleted.filter((n) => editing.has(n)),
  };
}
