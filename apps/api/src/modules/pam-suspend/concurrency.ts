import type { PamSuspendConflict, PamSuspendSchedule } from '@nms/contract';
import { HttpError } from '../../lib/http-error';
import { dateString } from '../metrics';
import type { StoredSchedule } from './repository';

/**
 * The PAM concurrency rule (docs/decisions/pam-and-maintenance.md): a write names the version of each schedule it
 * replaces or removes; a stored schedule with another version means someone changed it since the
 * client read it, and the whole call is refused with what is stored now, so nothing is lost.
 */

/** 409 with the schedules that are stored now (`current`), for the form to show. */
export class PamConflictError extends HttpError {
  constructor(
    message: string,
    readonly current: PamSuspendSchedule[],
  ) {
    super(409, message, { current });
  }

  body(): PamSuspendConflict {
    return { statusCode: 409, error: 'Conflict', message: this.message, current: this.current };
  }
}

/** Conflicts named in the message; `current` lists all of them. */
const NAMED = 5;

const holder = (s: StoredSchedule) =>
  `PAM Suspend of ${s.device_name} was changed by ${s.updated_by}: ${dateString(s.start_time)} - ${dateString(s.end_time)} (${s.info})`;

export const publicSchedule = ({ updated_by: _by, ...s }: StoredSchedule): PamSuspendSchedule => s;

/** Throws 409 when any stored schedule conflicts (times in the message are UTC, as the spec's format). */
export function refuseConflicts(stored: StoredSchedule[], conflicts: (s: StoredSchedule) => boolean): void {
  const found = stored.filter(conflicts);
  if (!found.length) return;
  const more = found.length > NAMED ? `; and ${found.length - NAMED} more` : '';
  const message = `${found.slice(0, NAMED).map(holder).join('; ')}${more}`;
  throw new PamConflictError(message, found.map(publicSchedule));
}
