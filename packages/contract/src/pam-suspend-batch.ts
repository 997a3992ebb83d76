import { Type, type Static } from 'typebox';
import { PamSuspendInput, PamSuspendSchedule } from './pam-suspend';

/**
 * The batch call of the multi-device PAM grid (issue 30, item 11): POST
 * /action/devices/pam-suspend/batch creates or replaces many schedules in one write, checks each
 * row's window against `requested_at` (the moment the operator pressed Save) instead of the time
 * the call arrives, and answers what was created and what was refused and why, row by row. The
 * spec's POST /action/devices/pam-suspend is unchanged (all or nothing, checked at arrival).
 */

/** Rows per call; the grid sends bigger saves as consecutive calls of PAM_BATCH_CHUNK rows. */
export const PAM_BATCH_MAX_ITEMS = 1000;
export const PAM_BATCH_CHUNK = 500;

/**
 * How far `requested_at` may lie from the server's clock: up to 120 s behind (a save of thousands
 * of rows in calls of hundreds takes seconds, a queued call more) and 60 s ahead (a browser clock a
 * little fast, the single form's slack). Outside that the call is a 400 naming requested_at.
 */
export const PAM_REQUESTED_AT_MAX_AGE_SECONDS = 120;
export const PAM_REQUESTED_AT_MAX_AHEAD_SECONDS = 60;

/** Reasons of a refused row besides the form's own messages (PAM_MESSAGES). */
export const PAM_BATCH_REASONS = {
  notFound: 'Device not found',
  repeated: 'Appears more than once in the batch',
  changedBy: (who: string) => `Changed by ${who} since it was read`,
} as const;

export const PamSuspendBatchBody = Type.Object(
  {
    requested_at: Type.Integer({
      minimum: 0,
      description: `unix seconds: when the operator pressed Save. Each row's window is checked against it; it must lie within ${PAM_REQUESTED_AT_MAX_AGE_SECONDS} s before and ${PAM_REQUESTED_AT_MAX_AHEAD_SECONDS} s after the server's clock`,
    }),
    items: Type.Array(PamSuspendInput, { minItems: 1, maxItems: PAM_BATCH_MAX_ITEMS }),
  },
  { additionalProperties: false },
);
export type PamSuspendBatchBody = Static<typeof PamSuspendBatchBody>;

export const PamSuspendRefusal = Type.Object({
  device_name: Type.String(),
  reason: Type.String({ description: "why the row was not written: the form's message, 'Device not found', or who changed it since it was read" }),
  current: Type.Optional(PamSuspendSchedule),
});
export type PamSuspendRefusal = Static<typeof PamSuspendRefusal>;

export const PamSuspendBatchAnswer = Type.Object({
  requested_at: Type.Integer(),
  created: Type.Array(PamSuspendSchedule, { description: 'the schedules written (created or replaced), as stored' }),
  refused: Type.Array(PamSuspendRefusal, { description: 'the rows not written, in the order sent' }),
});
export type PamSuspendBatchAnswer = Static<typeof PamSuspendBatchAnswer>;
