import { Type, type Static } from 'typebox';
import { listAnswer } from '../es-query';
import { OffsetParam } from '../paging-params';

const order = Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')]));
const offset = Type.Optional(OffsetParam());
const limit = (max: number) => Type.Optional(Type.Integer({ minimum: 0, maximum: max }));
const deviceName = Type.String({ minLength: 1, maxLength: 255 });
/**
 * The grid's search panel and column filters as a Lucene query over the row's fields, AND-ed with
 * the list's own conditions (device, group, active, visibility). Optional: absent or '*' = all.
 */
const query = Type.Optional(Type.String({ maxLength: 2000 }));

/** Page sizes of spec 000 §9. */
export const NETWORK_EVENTS_PAGE_SIZE = 10;
export const NETWORK_EVENTS_PAGE_SIZES = [5, 10, 20, 40, 50, 100] as const;
export const DEVICE_NETWORK_EVENTS_PAGE_SIZE = 15;
export const IMPACTED_DEVICES_PAGE_SIZE = 25;
export const EVENT_GRID_PAGE_SIZES = [15, 25, 50, 100] as const;
export const IMPACTED_DEVICES_DEFAULT_LIMIT = 100;
export const ARCHIVED_EVENTS_DEFAULT_LIMIT = 100;
export const CHANGE_LOG_LIMIT = 1000;
export const DEVICE_REFRESH_MS = 30_000;

/** Event visibility of the per-device lists: External (default) shows External events only; Internal shows all. */
export const VISIBILITIES = ['External', 'Internal'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const DEFAULT_VISIBILITY: Visibility = 'External';

/** Network event row (spec 000 §3): `name` is the group key NETWORK_TYPE:name, the impacted group. */
export const NetworkEventRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  impact: Type.Number(),
  caseId: Type.String(),
  startTime: Type.Integer(),
  endTime: Type.Union([Type.Integer(), Type.Null()]),
  active: Type.Boolean(),
});
export type NetworkEventRow = Static<typeof NetworkEventRow>;
/** Sortable fields of the network events lists. */
export const NETWORK_EVENT_SORTS = ['name', 'impact', 'caseId', 'startTime', 'endTime'] as const;

/** GET es/network-events: active (default true), sort (default startTime), order (default desc), offset, limit (default 10). */
export const NetworkEventsQuery = Type.Object(
  { active: Type.Optional(Type.Boolean()), query, sort: Type.Optional(Type.String({ maxLength: 40 })), order, offset, limit: limit(1000) },
  { additionalProperties: false },
);
export type NetworkEventsQuery = Static<typeof NetworkEventsQuery>;

/** GET es/device/network-events: the network events of the groups a device belongs to. */
export const DeviceNetworkEventsQuery = Type.Object(
  {
    device_name: deviceName,
    active: Type.Optional(Type.Boolean()),
    query,
    sort: Type.Optional(Type.String({ maxLength: 40 })),
    order,
    offset,
    limit: limit(1000),
  },
  { additionalProperties: false },
);
export type DeviceNetworkEventsQuery = Static<typeof DeviceNetworkEventsQuery>;

export const NetworkEventsAnswer = listAnswer(NetworkEventRow);
export type NetworkEventsAnswer = Static<typeof NetworkEventsAnswer>;

/** Impacted device row (spec 000 §3). */
export const ImpactedDeviceRow = Type.Object({
  name: Type.String(),
  state: Type.Union([Type.Integer(), Type.Null()]),
  nmd: Type.Union([Type.String(), Type.Null()]),
  className: Type.Union([Type.String(), Type.Null()]),
  stateUSA: Type.Union([Type.String(), Type.Null()]),
  napSource: Type.Union([Type.String(), Type.Null()]),
});
export type ImpactedDeviceRow = Static<typeof ImpactedDeviceRow>;
export const IMPACTED_DEVICE_SORTS = ['name', 'state', 'nmd', 'className', 'stateUSA', 'napSource'] as const;

/** GET es/impacted-devices: every device of the group (device_group = NETWORK_TYPE:name), default sort name asc, limit 100. */
export const ImpactedDevicesQuery = Type.Object(
  {
    device_group: Type.String({ minLength: 1, maxLength: 300 }),
    query,
    sort: Type.Optional(Type.String({ maxLength: 40 })),
    order,
    offset,
    limit: limit(1000),
  },
  { additionalProperties: false },
);
export type ImpactedDevicesQuery = Static<typeof ImpactedDevicesQuery>;
export const ImpactedDevicesAnswer = listAnswer(ImpactedDeviceRow);
export type ImpactedDevicesAnswer = Static<typeof ImpactedDevicesAnswer>;

/** GET es/impacted-customers: customers of the group's impacted (not Normal) devices, with their count. */
export const ImpactedCustomersQuery = Type.Object({ device_group: Type.String({ minLength: 1, maxLength: 300 }) }, { additionalProperties: false });
export type ImpactedCustomersQuery = Static<typeof ImpactedCustomersQuery>;
export const ImpactedCustomerRow = Type.Object({ customer: Type.String(), device_count: Type.Integer() });
export const ImpactedCustomersAnswer = Type.Object({ data: Type.Array(ImpactedCustomerRow), total: Type.Integer() });
export type ImpactedCustomersAnswer = Static<typeof ImpactedCustomersAnswer>;

/**
 * GET es/device/alerts (active) and es/device/historical-alerts (archived) of one device.
 * Rows are alert rows (ALERT_FIELDS) as es/alerts answers them. Default sort lastNotifiedAt desc;
 * archived default limit 100.
 */
export const DeviceAlertsQuery = Type.Object(
  {
    device_name: deviceName,
    visibility: Type.Optional(Type.Union([Type.Literal('External'), Type.Literal('Internal')])),
    query,
    sort: Type.Optional(Type.String({ maxLength: 100 })),
    order,
    offset,
    limit: limit(10_000),
  },
  { additionalProperties: false },
);
export type DeviceAlertsQuery = Static<typeof DeviceAlertsQuery>;
