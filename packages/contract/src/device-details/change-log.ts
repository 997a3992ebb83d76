import { Type, type Static } from 'typebox';

const order = Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')]));
const limit = Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 }));

/** Change log sources (spec 000 §2): the selector offers only CPE; the server also answers the others. */
export const CHANGE_LOG_SOURCES = ['CPE'] as const;
export const APP_LOG_APPS = ['salesforce', 'ems'] as const;
export type AppLogApp = (typeof APP_LOG_APPS)[number];

/** GET splunk/cpe: configuration changes pushed to the CPE; default sort _time desc, limit 1000. */
export const CpeChangesQuery = Type.Object(
  {
    device_name: Type.String({ minLength: 1, maxLength: 255 }),
    nmd: Type.Optional(Type.String({ maxLength: 255 })),
    sort: Type.Optional(Type.String({ maxLength: 40 })),
    order,
    limit,
  },
  { additionalProperties: false },
);
export type CpeChangesQuery = Static<typeof CpeChangesQuery>;

/** A CPE change row, keys as spec 000 §3 spells them; _time is an ISO 8601 string (as Splunk answers). */
export const CpeChangeRow = Type.Object({
  devname: Type.String(),
  _time: Type.String(),
  cfgpath: Type.String(),
  action: Type.String(),
  user: Type.String(),
  msg: Type.String(),
  ui: Type.String(),
  cfgattr: Type.String(),
});
export type CpeChangeRow = Static<typeof CpeChangeRow>;
export const CPE_CHANGE_SORTS = ['_time', 'cfgpath', 'action', 'user', 'ui'] as const;
export const CpeChangesAnswer = Type.Object({ data: Type.Array(CpeChangeRow) });
export type CpeChangesAnswer = Static<typeof CpeChangesAnswer>;

/** GET es/logs/application/{app}: device_name, sort (default timestamp), order (default desc), limit 1000. */
export const AppLogsQuery = Type.Object(
  { device_name: Type.String({ minLength: 1, maxLength: 255 }), sort: Type.Optional(Type.String({ maxLength: 40 })), order, limit },
  { additionalProperties: false },
);
export type AppLogsQuery = Static<typeof AppLogsQuery>;

const str = Type.Union([Type.String(), Type.Null()]);
/**
 * Salesforce case rows use the dotted keys of the log index (spec 000 §3): case.customer,
 * case.san, timestamp, timestamp.closed, ticket.id, case.customer_locid, case.request_type,
 * case.subtype, case.action, case.actual_issue. EMS rows: change.siteid, timestamp,
 * parameter.name, parameter.valueold, parameter.valuenew, change.username, change.error.
 * Timestamps are ISO 8601 strings.
 */
export const SALESFORCE_LOG_KEYS = [
  'case.customer',
  'case.san',
  'timestamp',
  'timestamp.closed',
  'ticket.id',
  'case.customer_locid',
  'case.request_type',
  'case.subtype',
  'case.action',
  'case.actual_issue',
] as const;
export const EMS_LOG_KEYS = [
  'change.siteid',
  'timestamp',
  'parameter.name',
  'parameter.valueold',
  'parameter.valuenew',
  'change.username',
  'change.error',
] as const;
export const AppLogsAnswer = Type.Object({ data: Type.Array(Type.Record(Type.String(), str)) });
export type AppLogsAnswer = Static<typeof AppLogsAnswer>;
