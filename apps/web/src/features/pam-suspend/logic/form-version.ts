import type { VersionedSchedule } from './pam-version';

/**
 * What the PAM form was last filled from. It changes when the device gets another schedule, a
 * schedule is rewritten (its version, window or info), or it goes away; NOT on a re-read that finds
 * the same thing, so a timer tick or a status poll never wipes what the operator is typing.
 */
export function formVersion(schedule: VersionedSchedule | undefined): string {
  if (!schedule) return 'none';
  return `schedule:${schedule.version ?? 0}|${schedule.start_time}|${schedule.end_time}|${schedule.info}`;
}
