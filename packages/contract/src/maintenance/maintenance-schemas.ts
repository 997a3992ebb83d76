import { Type, type Static } from 'typebox';
import { literalUnion } from '../literal-union';

/**
 * Maintenance windows (issue 21): devices picked by a Lucene query or a list, suspended (PAM) on a
 * schedule that may repeat. Times of day are local to the window's IANA zone; instants are ISO 8601 UTC.
 * Fields are loose at the schema level so the shared rule (maintenanceWindowErrors) answers one clear
 * message per field.
 */

export const MAINTENANCE_RECURRENCE_KINDS = ['once', 'daily', 'weekly', 'monthly-day', 'monthly-weekday'] as const;
export type MaintenanceRecurrenceKind = (typeof MAINTENANCE_RECURRENCE_KINDS)[number];
export const MAINTENANCE_WEEKS = ['first', 'second', 'third', 'fourth', 'last'] as const;
export type MaintenanceWeek = (typeof MAINTENANCE_WEEKS)[number];

const Weekday = Type.Integer({ minimum: 0, maximum: 6, description: '0 = Sunday ... 6 = Saturday' });

/**
 * once; daily; weekly on `weekdays`; monthly on `day` (31 = the last day of shorter months); monthly
 * on the `week`th `weekday` ('first Tuesday', 'last Friday'). Fields another kind needs are ignored.
 */
export const MaintenanceRecurrence = Type.Object(
  {
    kind: literalUnion(MAINTENANCE_RECURRENCE_KINDS),
    weekdays: Type.Optional(Type.Array(Weekday, { maxItems: 7 })),
    day: Type.Optional(Type.Integer({ minimum: 1, maximum: 31 })),
    week: Type.Optional(literalUnion(MAINTENANCE_WEEKS)),
    weekday: Type.Optional(Weekday),
  },
  { additionalProperties: false },
);
export type MaintenanceRecurrence = Static<typeof MaintenanceRecurrence>;

export const MAINTENANCE_TARGET_KINDS = ['query', 'devices'] as const;

/** Devices by a Lucene query (as Manage Devices takes it) or by name. */
export const MaintenanceTarget = Type.Object(
  {
    kind: literalUnion(MAINTENANCE_TARGET_KINDS),
    query: Type.Optional(Type.String({ maxLength: 10_000 })),
    devices: Type.Optional(Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 10_000 })),
  },
  { additionalProperties: false },
);
export type MaintenanceTarget = Static<typeof MaintenanceTarget>;

/** When a window runs: what the recurrence logic needs. */
export const MaintenanceScheduleFields = {
  start: Type.String({ maxLength: 16, description: "first occurrence's local date-time in timeZone, 'YYYY-MM-DDTHH:mm'" }),
  durationMinutes: Type.Integer({ description: 'elapsed minutes of each occurrence' }),
  timeZone: Type.String({ maxLength: 100, description: 'IANA zone, e.g. Europe/Berlin' }),
  recurrence: MaintenanceRecurrence,
  until: Type.Optional(
    Type.Union([Type.String({ maxLength: 10, description: "last local date an occurrence may start on, 'YYYY-MM-DD'" }), Type.Null()]),
  ),
};
export const MaintenanceSchedule = Type.Object({
  ...MaintenanceScheduleFields,
  endedOccurrenceStart: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  endedAt: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type MaintenanceSchedule = Static<typeof MaintenanceSchedule>;

/** One occurrence, ISO 8601 UTC instants, [start, end). */
export const MaintenanceOccurrence = Type.Object({ start: Type.String(), end: Type.String() });
export type MaintenanceOccurrence = Static<typeof MaintenanceOccurrence>;

export const MaintenanceWindow = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    target: MaintenanceTarget,
    ...MaintenanceScheduleFields,
    until: Type.Union([Type.String(), Type.Null()]),
    info: Type.String(),
    /** Set by 'end now': the occurrence cut short (its start) and when. */
    endedOccurrenceStart: Type.Union([Type.String(), Type.Null()]),
    endedAt: Type.Union([Type.String(), Type.Null()]),
    createdBy: Type.String(),
    createdAt: Type.String(),
    updatedBy: Type.String(),
    updatedAt: Type.String(),
    version: Type.Integer({ minimum: 1, description: 'send it back on update, delete and end now; another stored version answers 409' }),
  },
  { title: 'MaintenanceWindow' },
);
export type MaintenanceWindow = Static<typeof MaintenanceWindow>;

/** running: an occurrence is under way; scheduled: one is ahead; finished: none is left. */
export const MaintenanceWindowStatus = literalUnion(['running', 'scheduled', 'finished'] as const);
export type MaintenanceWindowStatus = Static<typeof MaintenanceWindowStatus>;

export const MaintenanceWindowItem = Type.Intersect([
  MaintenanceWindow,
  Type.Object({
    status: MaintenanceWindowStatus,
    /** The next occurrences not over yet (the first may be running), at most `occurrences` of the query. */
    nextOccurrences: Type.Array(MaintenanceOccurrence),
    /** Devices this window holds PAM suspended now. */
    suspendedDevices: Type.Integer(),
  }),
]);
export type MaintenanceWindowItem = Static<typeof MaintenanceWindowItem>;

export const MaintenanceListQuery = Type.Object(
  {
    /** true: finished windows too (default: running and scheduled only). */
    all: Type.Optional(Type.Boolean()),
    /** How many next occurrences each window carries (default 5). */
    occurrences: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type MaintenanceListQuery = Static<typeof MaintenanceListQuery>;

export const MaintenanceListAnswer = Type.Object({ data: Type.Array(MaintenanceWindowItem), total: Type.Integer() });
export type MaintenanceListAnswer = Static<typeof MaintenanceListAnswer>;

const bodyFields = {
  name: Type.Optional(Type.String({ maxLength: 200 })),
  target: Type.Optional(MaintenanceTarget),
  start: Type.Optional(Type.String({ maxLength: 40 })),
  durationMinutes: Type.Optional(Type.Number()),
  timeZone: Type.Optional(Type.String({ maxLength: 100 })),
  recurrence: Type.Optional(MaintenanceRecurrence),
  until: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  info: Type.Optional(Type.Union([Type.String({ maxLength: 4000 }), Type.Null()])),
};

/** POST body. */
export const MaintenanceCreateBody = Type.Object(bodyFields, { additionalProperties: false });
export type MaintenanceCreateBody = Static<typeof MaintenanceCreateBody>;

/** PUT body: the whole window as edited, with the version it was read at. */
export const MaintenanceUpdateBody = Type.Object({ ...bodyFields, version: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type MaintenanceUpdateBody = Static<typeof MaintenanceUpdateBody>;

export const MaintenanceIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export type MaintenanceIdParams = Static<typeof MaintenanceIdParams>;

/** DELETE query and 'end now' body: the version the client saw (required: a window suspends devices). */
export const MaintenanceVersionQuery = Type.Object({ version: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type MaintenanceVersionQuery = Static<typeof MaintenanceVersionQuery>;

/** 409: someone changed the window since the client read it; `current` is what is stored (null: deleted). */
export const MaintenanceConflict = Type.Object({
  statusCode: Type.Literal(409),
  error: Type.String(),
  message: Type.String(),
  current: Type.Union([MaintenanceWindow, Type.Null()]),
});
export type MaintenanceConflict = Static<typeof MaintenanceConflict>;

export const MaintenanceDeleteAnswer = Type.Object({
  id: Type.Integer(),
  released: Type.Integer({ description: 'devices whose window PAM schedule was removed' }),
});
export type MaintenanceDeleteAnswer = Static<typeof MaintenanceDeleteAnswer>;

/** 400: `field` names the wrong field (the form shows `message` under it). */
export const MaintenanceBadRequest = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  field: Type.Optional(Type.String()),
});
export type MaintenanceBadRequest = Static<typeof MaintenanceBadRequest>;
