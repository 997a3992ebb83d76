import { Type, type Static } from 'typebox';
import { literalUnion } from '../literal-union';

/** Ping counts the Device Actions panel offers (spec 001 §2.5). */
export const PING_COUNTS = [5, 10, 25, 50] as const;
export type PingCount = (typeof PING_COUNTS)[number];
export const PING_TYPES = ['lan', 'mgmt'] as const;
export type PingType = (typeof PING_TYPES)[number];

/** Most devices one bulk action may name. */
export const MAX_BULK_DEVICES = 1000;

export const PingQuery = Type.Object(
  {
    device_name: Type.String({ minLength: 1, maxLength: 255 }),
    ping_type: Type.Optional(literalUnion(PING_TYPES, { default: 'lan' })),
    num_pings: Type.Optional(Type.Unsafe<PingCount>({ type: 'integer', enum: [...PING_COUNTS], default: 5, description: 'one of 5, 10, 25, 50' })),
  },
  { additionalProperties: false },
);
export type PingQuery = Static<typeof PingQuery>;

const Ms = Type.Union([Type.Number(), Type.Null()]);

export const PingResult = Type.Object({
  device_name: Type.String(),
  ping_type: Type.String(),
  packets_sent: Type.Integer(),
  packets_received: Type.Integer(),
  /** percent, 0..100 */
  packet_loss: Type.Number(),
  rtt_min: Ms,
  rtt_avg: Ms,
  rtt_max: Ms,
  pings: Type.Array(Type.Object({ '# Ping': Type.Integer(), RTT: Ms })),
});
export type PingResult = Static<typeof PingResult>;

export const PingAnswer = Type.Object({ results: PingResult });
export type PingAnswer = Static<typeof PingAnswer>;

export const BulkActionParams = Type.Object({ action: Type.String({ minLength: 1, maxLength: 64 }) });
export type BulkActionParams = Static<typeof BulkActionParams>;

export const BulkActionQuery = Type.Object(
  { device_names: Type.String({ minLength: 1, maxLength: 200_000, description: 'comma-separated device names' }) },
  { additionalProperties: false },
);
export type BulkActionQuery = Static<typeof BulkActionQuery>;

export const DeviceActionResult = Type.Object({
  device_name: Type.String(),
  status: Type.Union([Type.Literal('success'), Type.Literal('failure')]),
  detail: Type.Record(Type.String(), Type.Unknown()),
});
export type DeviceActionResult = Static<typeof DeviceActionResult>;

export const BulkActionAnswer = Type.Object({ action: Type.String(), results: Type.Array(DeviceActionResult) });
export type BulkActionAnswer = Static<typeof BulkActionAnswer>;
