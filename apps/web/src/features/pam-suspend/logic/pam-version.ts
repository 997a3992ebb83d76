import type { PamSuspendInput, PamSuspendSchedule } from '@nms/contract';
import { ApiError } from '../../../lib/api-client';

/**
 * The PAM concurrency protocol: every schedule carries `version` (bumped on every write); a write
 * sends the version it saw (0: "I saw no schedule") and the server refuses it with 409 when the
 * schedule moved on meanwhile, so one operator never silently overwrites another's window.
 */
export type VersionedSchedule = PamSuspendSchedule & { version?: number };
export type CreateItem = PamSuspendInput & { expected_version?: number };

/** The version a client saw: the schedule's, or 0 when it saw none. */
export const versionOf = (s: { version?: number } | null | undefined): number => s?.version ?? 0;

export interface PamConflict {
  /** The server's message: who holds the current schedule, and its window. */
  message: string;
  /** The current schedules of the devices in conflict. */
  current: VersionedSchedule[];
}

/** The 409 of a refused write, with the schedules that hold the devices now; else undefined. */
export function pamConflict(error: unknown): PamConflict | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const current = (error.body as { current?: unknown } | undefined)?.current;
  return { message: error.message, current: Array.isArray(current) ? (current as VersionedSchedule[]) : [] };
}

/** The 404 of a write on a schedule that is already gone ('No PAM Schedule found for ...'). */
export const isGone = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 404;
