import { ApiError } from '../../../lib/api-client';
import { causeOf } from '../../../components/notice/messages';

/** PAM messages of spec 000 §8 and 001 §8, verbatim. */
export const PAM_NOTICES = {
  created: 'PAM Suspend created successfully',
  notCreated: 'PAM Suspend not created, Please try again later.',
  removed: 'PAM Suspend removed successfully',
  notRemoved: 'PAM Suspend not removed, Please try again later.',
  serverError: 'Some error has occurred, Please try again later',
  applyHint: 'Apply start/end date and info to all records',
} as const;

export const noScheduleFound = (device: string): string => `No PAM Schedule found for ${device}`;

/** What a failed status read shows: 404 is "no schedule", another answer a generic text, a network failure its message. */
export function loadFailureText(error: unknown, device: string): { text: string; noSchedule: boolean } {
  if (error instanceof ApiError) {
    return error.status === 404 ? { text: noScheduleFound(device), noSchedule: true } : { text: PAM_NOTICES.serverError, noSchedule: false };
  }
  return { text: causeOf(error), noSchedule: false };
}
