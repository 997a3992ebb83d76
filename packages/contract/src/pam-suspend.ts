import { Type, type Static } from 'typebox';
import { bulkActionBlockers, type BulkActionDevice } from './actions/bulk-actions';

/**
 * PAM suspend (suspension of proactive monitoring) calls of spec 000 §7 and 001 §7.
 * Names are snake_case as the spec's calls carry them; times are unix SECONDS.
 */

/** sched: start in the future; sus: start passed, end not yet; ended: end passed (no longer active). */
export const PamSuspendStatus = Type.Union([Type.Literal('sched'), Type.Literal('sus'), Type.Literal('ended')]);
export type PamSuspendStatus = Static<typeof PamSuspendStatus>;

export const PamSuspendSchedule = Type.Object({
  device_name: Type.String(),
  status: PamSuspendStatus,
  start_time: Type.Integer({ description: 'unix seconds' }),
  end_time: Type.Integer({ description: 'unix seconds' }),
  info: Type.String(),
  schedule_type: Type.String(),
  user: Type.String(),
});
export type PamSuspendSchedule = Static<typeof PamSuspendSchedule>;

export const PamSuspendAnswer = Type.Object({
  data: Type.Array(PamSuspendSchedule),
  total: Type.Integer(),
});
export type PamSuspendAnswer = Static<typeof PamSuspendAnswer>;

export const PAM_SUSPEND_SORT_FIELDS = ['device_name', 'status', 'start_time', 'end_time', 'info', 'schedule_type', 'user'] as const;

export const PamSuspendQuery = Type.Object(
  {
    /** Comma-separated device names; without it, the schedules grid (paged). */
    device_names: Type.Optional(Type.String({ maxLength: 100_000 })),
    /** Only schedules whose end is still ahead (default true). */
    active: Type.Optional(Type.Boolean()),
    sort: Type.Optional(Type.Union(PAM_SUSPEND_SORT_FIELDS.map((f) => Type.Literal(f)))),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
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
  },
  { additionalProperties: false },
);
export type PamSuspendRemoveQuery = Static<typeof PamSuspendRemoveQuery>;

export const PamSuspendRemoveAnswer = Type.Object({ device_names: Type.Array(Type.String()), removed: Type.Integer() });
export type PamSuspendRemoveAnswer = Static<typeof PamSuspendRemoveAnswer>;

/**
 * The PAM Suspend menu rule of spec 001 §5 (discovered, provisionStatus ACTV or maint, nocid not
 * CRM-ACTV, a customer id in nmd): the same requirements as the bulk action table's pamSuspend.
 */
export const isPamSuspendEligible = (device: BulkActionDevice): boolean => bulkActionBlockers('pamSuspend', device).length === 0;
