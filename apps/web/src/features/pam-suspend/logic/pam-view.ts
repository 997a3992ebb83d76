import type { PamSuspendAnswer } from '@nms/contract';
import { loadFailureText, noScheduleFound } from './pam-messages';
import { LOAD_FAILED_STATUS_TEXT, formStatusText } from './pam-status';
import type { VersionedSchedule } from './pam-version';

export interface PamReadState {
  data?: PamSuspendAnswer;
  error: unknown;
  isError: boolean;
  isPending: boolean;
}

export interface PamView {
  /** The device's live schedule, if the last read found one. */
  schedule?: VersionedSchedule;
  /** The Current Status text (spec 000 §4); undefined while the first read is on its way. */
  statusText?: string;
  /** What the read says besides the status: no schedule (blue), or why it failed (red). */
  failure?: { text: string; noSchedule: boolean };
}

/**
 * The one derivation of a device's PAM status from its PAM read. An empty answer and the spec's
 * 404 both mean "no schedule"; after a failed re-read the last data is stale, so it is not shown.
 */
export function pamView(read: PamReadState, deviceName: string): PamView {
  if (read.isError) {
    const failure = loadFailureText(read.error, deviceName);
    return { failure, statusText: failure.noSchedule ? formStatusText(undefined) : LOAD_FAILED_STATUS_TEXT };
  }
  if (read.isPending || !read.data) return {};
  const schedule = read.data.data.find((s) => s.device_name === deviceName) ?? read.data.data[0];
  if (!schedule) return { statusText: formStatusText(undefined), failure: { text: noScheduleFound(deviceName), noSchedule: true } };
  return { schedule, statusText: formStatusText(schedule.status) };
}
