import { Type, type Static } from 'typebox';
import { listAnswer } from './es-query';
import { literalUnion } from './literal-union';
import { bulkActionBlockers, type BulkActionDevice } from './actions/bulk-actions';
import { OffsetParam } from './paging-params';

/**
 * PAM suspend (suspension of proactive monitoring) calls of spec 000 §7 and 001 §7.
 * Names are snake_case as the spec's calls carry them; times are unix SECONDS.
 */

/**
 * The schedule lifecycle: sched (start ahead) -> pendsus (start reached, the monitoring system has
 * not confirmed the suspension yet) -> sus (confirmed: suspended) -> expired (end passed).
 */
export const PamSuspendStatus = Type.Union([Type.Literal('sched'), Type.Literal('pendsus'), Type.Literal('sus'), Type.Literal('expired')]);
export type PamSuspendStatus = Static<typeof PamSuspendStatus>;

export const PamSuspendSchedule = Type.Object({
  device_name: Type.String(),
  status: PamSuspendStatus,
  start_time: Type.Integer({ description: 'unix seconds' }),
  end_time: Type.Integer({ description: 'unix seconds' }),
  info: Type.String(),
  schedule_type: Type.String(),
  user: Type.String(),
  version: Type.Integer({
    minimum: 1,
    description:
      "changes on every write of the device's schedule (create, edit); send it back as expected_version / version so a write over a schedule you have not seen is refused (409)",
  }),
});
export type PamSuspendSchedule = Static<typeof PamSuspendSchedule>;

export const PamSuspendAnswer = listAnswer(PamSuspendSchedule);
export type PamSuspendAnswer = Static<typeof PamSuspendAnswer>;

export const PAM_SUSPEND_SORT_FIELDS = ['device_name', 'status', 'start_time', 'end_time', 'info', 'schedule_type', 'user'] as const;

export const PamSuspendQuery = Type.Object(
  {
    /** Comma-separated device names; without it, the schedules grid (paged). */
    device_names: Type.Optional(Type.String({ maxLength: 100_000 })),
    /** Only schedules whose end is still ahead (default true). */
    active: Type.Optional(Type.Boolean()),
    sort: Type.Optional(literalUnion(PAM_SUSPEND_SORT_FIELDS)),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
    offset: Type.Optional(OffsetParam()),
    limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
    /** 'empty': one named device without a schedule answers 200 {data:[],total:0} instead of the spec's 404. */
    missing: Type.Optional(
      Type.Literal('empty', { description: "'empty': a single device without a schedule answers 200 with no rows instead of 404" }),
    ),
  },
  { additionalProperties: false },
);
export type PamSuspendQuery = Static<typeof PamSuspendQuery>;

const Seconds = Type.Union([Type.Number(), Type.Null()], { description: 'unix seconds' });

/**
 * One schedule to create. Required fields are optional in the schema so that the service answers
 * the form's own messages ('Info is required'...); other grid row fields (status...) are ignored.
 */
export const PamSuspendInput = Type.Object({
  schedule_type: Type.Optional(Type.Literal('device')),
  device_name: Type.String({ minLength: 1, maxLength: 1000 }),
  info: Type.Optional(Type.Union([Type.String({ maxLength: 4000 }), Type.Null()])),
  start_time: Type.Optional(Seconds),
  end_time: Type.Optional(Seconds),
  user: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  expected_version: Type.Optional(
    Type.Integer({
      minimum: 0,
      description:
        "the version of the device's schedule this client saw; absent or 0: it saw none. A schedule not yet ended with another version refuses the whole call (409)",
    }),
  ),
});
export type PamSuspendInput = Static<typeof PamSuspendInput>;

/** POST body: the list the forms send, or the single row the grid insert sends. */
export const PamSuspendCreateBody = Type.Union([Type.Array(PamSuspendInput, { minItems: 1, maxItems: 10_000 }), PamSuspendInput]);
export type PamSuspendCreateBody = Static<typeof PamSuspendCreateBody>;

/** PUT body (grid update): the edited row; device_name comes from the path. */
export const PamSuspendUpdateBody = Type.Object({
  info: Type.Optional(Type.Union([Type.String({ maxLength: 4000 }), Type.Null()])),
  start_time: Type.Optional(Seconds),
  end_time: Type.Optional(Seconds),
  user: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  version: Type.Optional(
    Type.Integer({ minimum: 0, description: 'the version this client read; another stored version answers 409. Absent: no check' }),
  ),
});
export type PamSuspendUpdateBody = Static<typeof PamSuspendUpdateBody>;

export const PamSuspendDeviceParams = Type.Object({ device_name: Type.String({ minLength: 1, maxLength: 1000 }) });
export type PamSuspendDeviceParams = Static<typeof PamSuspendDeviceParams>;

/** DELETE (remove): spec 000 sends user_name, spec 001 sends active=true (accepted, ignored). */
export const PamSuspendRemoveQuery = Type.Object(
  {
    device_names: Type.String({ minLength: 1, maxLength: 100_000 }),
    user_name: Type.Optional(Type.String({ maxLength: 200 })),
    active: Type.Optional(Type.Boolean()),
    versions: Type.Optional(
      Type.String({
        maxLength: 100_000,
        pattern: '^[0-9]*(,[0-9]*)*$',
        description: 'comma-separated versions aligned with device_names (an empty entry is not checked); a different stored version answers 409',
      }),
    ),
  },
  { additionalProperties: false },
);
export type PamSuspendRemoveQuery = Static<typeof PamSuspendRemoveQuery>;

/** DELETE /{device_name} (grid delete): the version the grid row was read at. */
export const PamSuspendDeviceRemoveQuery = Type.Object(
  {
    version: Type.Optional(
      Type.Integer({ minimum: 0, description: 'the version this client read; another stored version answers 409. Absent: no check' }),
    ),
    user_name: Type.Optional(Type.String({ maxLength: 200 })),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type PamSuspendDeviceRemoveQuery = Static<typeof PamSuspendDeviceRemoveQuery>;

/** 409: the write would replace or remove a schedule the client has not seen; `current` is what is stored. */
export const PamSuspendConflict = Type.Object({
  statusCode: Type.Literal(409),
  error: Type.String(),
  message: Type.String(),
  current: Type.Array(PamSuspendSchedule),
});
export type PamSuspendConflict = Static<typeof PamSuspendConflict>;

export const PamSuspendRemoveAnswer = Type.Object({ device_names: Type.Array(Type.String()), removed: Type.Integer() });
export type PamSuspendRemoveAnswer = Static<typeof PamSuspendRemoveAnswer>;

/**
 * The PAM Suspend menu rule of spec 001 §5 (discovered, provisionStatus ACTV or maint, nocid not
 * CRM-ACTV, a customer id in nmd): the same requirements as the bulk action table's pamSuspend.
 */
export const isPamSuspendEligible = (device: BulkActionDevice): boolean => bulkActionBlockers('pamSuspend', device).length === 0;

/** The form's messages (spec 000 §5, 001 §5); the window rules' texts are ours (the spec gives none). */
export const PAM_MESSAGES = {
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  infoRequired: 'Info is required',
  endTooFar: 'End date must be less than 10 years',
  dateFormat: 'The date must have the following format: MM/dd/yyyy HH:mm:ss (23:00:00)',
  startWindow: 'Start date must be between now and 8 minutes ahead',
  endTooSoon: 'End date must be at least 2 hours from now',
  endBeforeStart: 'End date must be after the start date',
} as const;

/** The window of spec 000/001 §9: start up to 8 minutes ahead, end 2 hours to 10 years ahead. */
export const PAM_START_AHEAD_SECONDS = 8 * 60;
export const PAM_MIN_DURATION_SECONDS = 2 * 60 * 60;

/** now + 10 calendar years, in unix seconds. */
export const pamTenYearsAhead = (now: number): number => {
  const d = new Date(now * 1000);
  d.setUTCFullYear(d.getUTCFullYear() + 10);
  return Math.floor(d.getTime() / 1000);
};

export interface PamWindowInput {
  info?: string | null;
  start_time?: number | null;
  end_time?: number | null;
}

export interface PamWindowErrors {
  info?: string;
  start?: string;
  end?: string;
}

/**
 * The window rules, one message per field, for a check at `now` (unix seconds). `slack` forgives a
 * clock a little behind (the form's "now" is older than the server's); `keepStart` is the stored
 * start of an edited schedule, which may stay in the past.
 */
export function pamWindowErrors(input: PamWindowInput, now: number, opts: { slack?: number; keepStart?: number } = {}): PamWindowErrors {
  const slack = opts.slack ?? 0;
  const errors: PamWindowErrors = {};
  const isTime = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;
  if (typeof input.info !== 'string' || input.info.trim() === '') errors.info = PAM_MESSAGES.infoRequired;
  const start = isTime(input.start_time) ? Math.floor(input.start_time) : undefined;
  const end = isTime(input.end_time) ? Math.floor(input.end_time) : undefined;
  if (start === undefined) errors.start = PAM_MESSAGES.startRequired;
  else if (start !== opts.keepStart && (start < now - slack || start > now + PAM_START_AHEAD_SECONDS + slack)) {
    errors.start = PAM_MESSAGES.startWindow;
  }
  if (end === undefined) errors.end = PAM_MESSAGES.endRequired;
  else if (end < now + PAM_MIN_DURATION_SECONDS - slack) errors.end = PAM_MESSAGES.endTooSoon;
  else if (end >= pamTenYearsAhead(now)) errors.end = PAM_MESSAGES.endTooFar;
  else if (start !== undefined && end <= start) errors.end = PAM_MESSAGES.endBeforeStart;
  return errors;
}
