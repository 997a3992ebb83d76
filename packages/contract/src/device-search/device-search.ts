import { Type, type Static } from 'typebox';
import { DEVICE_SEARCH_MIN_CHARS } from '../device-details/device-details';
import { literalUnion } from '../literal-union';

/** Device Search constants (spec 001 §2.14, §9); the 3-character minimum is DEVICE_SEARCH_MIN_CHARS. */
export const DEVICE_SEARCH_PLACEHOLDER = 'Type 3 characters to search device';
export const DEVICE_SEARCH_PAGE_SIZES = [15, 25, 50, 100] as const;
export const DEVICE_SEARCH_PAGE_SIZE = 25;
export const DEVICE_SEARCH_PANEL_WIDTH = 200;
/** Most names the type-ahead offers for one prefix. */
export const DEVICE_SEARCH_MAX_HITS = 50;

/** GET es/hasmat/devices/search: field is always name; query is what the operator typed (a name prefix). */
export const DEVICE_SEARCH_FIELDS = ['name'] as const;
export const HasmatSearchQuery = Type.Object(
  {
    field: literalUnion(DEVICE_SEARCH_FIELDS),
    query: Type.String({
      minLength: DEVICE_SEARCH_MIN_CHARS,
      maxLength: 255,
      description: 'At least 3 characters of a device name (case-insensitive prefix, then contains)',
    }),
  },
  { additionalProperties: false },
);
export type HasmatSearchQuery = Static<typeof HasmatSearchQuery>;

/** Device search result of spec 001 §3. A device outside any managed service has null service fields. */
export const DeviceSearchHit = Type.Object({
  name: Type.String(),
  service_type: Type.Union([Type.String(), Type.Null()]),
  service_id: Type.Union([Type.String(), Type.Null()]),
  /** For the Switch panel rule: a Switch whose parent site (psiteid) is not 'notset'. */
  productCategory: Type.Union([Type.String(), Type.Null()]),
  psiteid: Type.Union([Type.String(), Type.Null()]),
});
export type DeviceSearchHit = Static<typeof DeviceSearchHit>;
export const HasmatSearchAnswer = Type.Object({ data: Type.Array(DeviceSearchHit), device_names: Type.Array(Type.String()) });
export type HasmatSearchAnswer = Static<typeof HasmatSearchAnswer>;

/** GET es/hasmat/devices/other-devices: every device of one service. */
export const OtherDevicesQuery = Type.Object(
  { service_id: Type.String({ minLength: 1, maxLength: 255 }), service_type: Type.String({ minLength: 1, maxLength: 255 }) },
  { additionalProperties: false },
);
export type OtherDevicesQuery = Static<typeof OtherDevicesQuery>;

/** Other device of spec 001 §3; device_id is the EM7 stack id, underscore, EM7 device id (e.g. '3_10457'). */
export const OtherDevice = Type.Object({
  name: Type.String(),
  org_name: Type.String(),
  type: Type.String(),
  ip: Type.Union([Type.String(), Type.Null()]),
  device_id: Type.String(),
});
export type OtherDevice = Static<typeof OtherDevice>;
export const OtherDevicesAnswer = Type.Object({ data: Type.Array(OtherDevice), total: Type.Integer() });
export type OtherDevicesAnswer = Static<typeof OtherDevicesAnswer>;

/** Splits an other-device's device_id into the EM7 stack and device ids. */
export function splitEm7DeviceId(deviceId: string): { stack_id: number; device_id: number } | undefined {
  const m = /^(\d+)_(\d+)$/.exec(deviceId);
  return m ? { stack_id: Number(m[1]), device_id: Number(m[2]) } : undefined;
}

/**
 * The device query of the Services grid (es/hasmat/devices/aggregations, aggregation_field nmd):
 * every device of one managed service. The spec's "query on memberOf of the service_id" is met
 * by the device's own serviceId field: memberOf holds watched device-group keys only.
 */
export const serviceDevicesQuery = (serviceId: string): string => `serviceId:"${serviceId.replace(/(["\\])/g, '\\$1')}"`;

/** EM7's id of a device as the other-devices grid shows it: stack, underscore, device ('3_10457'). */
export const em7DeviceKey = (stackId: number, deviceId: number): string => `${stackId}_${deviceId}`;
