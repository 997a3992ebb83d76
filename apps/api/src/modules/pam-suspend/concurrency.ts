import type { PamSuspendConflict, PamSuspendSchedule } from '@nms/contract';
import { HttpError } from '../../lib/http-error';
// Not metrics' door: metrics (ingest-routes) uses alert-ingest, which uses pam-suspend: a cycle.
// eslint-disable-next-line import-x/no-restricted-paths
import { dateString } from '../metrics/format';
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

/** SQLSTATE of a deadlock victim and of a serialization failure: the transaction may simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);
export const RETRY_ATTEMPTS = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` (one whole transaction) again when the database chose it as a deadlock or
 * serialization victim, after a short jittered backoff so the retries of two victims do not collide.
 */
export async function retryTransient<T>(work: () => Promise<T>, attempts = RETRY_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (attempt >= attempts || typeof code !== 'string' || !RETRYABLE.has(code)) throw err;
      await sleep(Math.random() * 20 * 2 ** attempt);
    }
  }
}
