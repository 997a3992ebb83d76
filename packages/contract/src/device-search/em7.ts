import { Type, type Static } from 'typebox';
import { listAnswer } from '../es-query';
import { OffsetParam } from '../paging-params';

/** Device Search events (spec 001 §2.14, §9): the first 100 by default, Name ascending. */
export const EM7_EVENTS_LIMIT = 100;
export const EM7_EVENT_SORTS = [
  'aligned_resource_name',
  'severity',
  'message',
  'user_note',
  'date_last',
  'elapsed_time',
  'notify_count',
  'source',
  'id',
] as const;

const Id = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });
/** Up to the year 9999: in milliseconds it still fits a bigint. */
const EpochSeconds = Type.Integer({ minimum: 0, maximum: 253_402_300_799 });

/** GET em7/events: the active EM7 events of one device. */
export const Em7EventsQuery = Type.Object(
  {
    device_id: Id,
    stack_id: Id,
    sort: Type.Optional(Type.String({ maxLength: 40, description: `One of ${EM7_EVENT_SORTS.join(', ')}` })),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
    offset: Type.Optional(OffsetParam()),
    limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  },
  { additionalProperties: false },
);
export type Em7EventsQuery = Static<typeof Em7EventsQuery>;

/**
 * Device event of spec 001 §3. severity is 1 Critical .. 5 Normal (row colours of §2.14);
 * date_last is epoch milliseconds; elapsed_time is seconds since the event was first seen.
 */
export const Em7Event = Type.Object({
  id: Type.Integer(),
  aligned_resource_name: Type.String(),
  severity: Type.Integer({ minimum: 1, maximum: 5 }),
  message: Type.String(),
  user_note: Type.Union([Type.String(), Type.Null()]),
  date_last: Type.Integer(),
  elapsed_time: Type.Integer(),
  notify_count: Type.Integer(),
  source: Type.String(),
});
export type Em7Event = Static<typeof Em7Event>;
export const Em7EventsAnswer = listAnswer(Em7Event);
export type Em7EventsAnswer = Static<typeof Em7EventsAnswer>;

/** User counts graph (spec 001 §2.14): zoom hours, default 24, value axis interval 10. */
export const USER_COUNT_ZOOMS = [
  { label: '1h', hours: 1 },
  { label: '6h', hours: 6 },
  { label: '12h', hours: 12 },
  { label: '1d', hours: 24 },
  { label: '5d', hours: 120 },
  { label: '1m', hours: 720 },
  { label: '3m', hours: 2160 },
  { label: '1y', hours: 8760 },
] as const;
export const USER_COUNT_TICK_INTERVAL = 10;
export const VPN_USER_COUNT_METRIC = 'fgVpnTunnelUpCount';

/** GET em7/device/{device_id}/performance_data/fgVpnTunnelUpCount/data: epoch seconds. */
export const PerformanceParams = Type.Object({ device_id: Id });
export const PerformanceQuery = Type.Object(
  { stack_id: Id, start_timestamp: EpochSeconds, end_timestamp: EpochSeconds },
  { additionalProperties: false },
);
export type PerformanceQuery = Static<typeof PerformanceQuery>;
/** Performance point of spec 001 §3: date_string 'YYYY-MM-DD HH:mm:ss' (UTC), oldest first. */
export const PerformancePoint = Type.Object({ value: Type.Number(), date_string: Type.String() });
export type PerformancePoint = Static<typeof PerformancePoint>;
export const PerformanceAnswer = Type.Object({ data: Type.Array(PerformancePoint) });
export type PerformanceAnswer = Static<typeof PerformanceAnswer>;
