import { Type, type Static } from 'typebox';
import { DEVICE_FIELDS } from '../fields/device-fields';
import { rowSchema } from '../fields/row-schema';

/** GET /api/v1.0/device/device-details?device_id= (spec 000 §7). */
export const DeviceDetailsQuery = Type.Object({ device_id: Type.String({ minLength: 1, maxLength: 255 }) }, { additionalProperties: false });
export type DeviceDetailsQuery = Static<typeof DeviceDetailsQuery>;

const str = Type.Union([Type.String(), Type.Null()]);
const num = Type.Union([Type.Number(), Type.Null()]);

/**
 * A device at the same customer location (spec 000 §3 "Device in same location" and
 * neighbor_devices.data): one list serves the Other Devices grid (name, productCode,
 * productCategory, state) and the Polycom rule (model, productCode, poller).
 */
export const NeighborDevice = Type.Object({
  name: Type.String(),
  model: str,
  productCode: str,
  productCategory: str,
  state: Type.Union([Type.Integer(), Type.Null()]),
  poller: str,
});
export type NeighborDevice = Static<typeof NeighborDevice>;

/**
 * A network group the device belongs to (spec 000 §3 "Device group entry"). `group` is the key
 * NETWORK_TYPE:name (what es/impacted-devices and the impact history filter take). The three
 * arrays are the last 24 hourly impact history points, oldest first: impacted percent, device
 * totals and the threshold percent (the Networks card sparkline, 150 by 10).
 */
export const DeviceGroupEntry = Type.Object({
  group: Type.String(),
  network_type: Type.String(),
  name: Type.String(),
  low_level_group: str,
  /** "{impacted} of {total} ({percent}%)", the Impact column. */
  impacted_text: Type.String(),
  impacted_data: Type.Array(Type.Number()),
  total_data: Type.Array(Type.Number()),
  threshold_data: Type.Array(Type.Number()),
});
export type DeviceGroupEntry = Static<typeof DeviceGroupEntry>;

export const DeviceLocation = Type.Object({
  customerLocationId: Type.String(),
  address: str,
  city: str,
  stateUSA: str,
  zip: str,
  latitude: num,
  longitude: num,
  plsiteid: str,
});
export type DeviceLocation = Static<typeof DeviceLocation>;

/** An active network event of one of the device's groups (the red notice of the Network Configuration card). */
export const DeviceNetworkEvent = Type.Object({
  name: Type.String(),
  impact: Type.Number(),
  caseId: Type.String(),
  startTime: Type.Integer(),
});
export type DeviceNetworkEvent = Static<typeof DeviceNetworkEvent>;

const SourceData = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null(), Type.Array(Type.String())]));
const ActionItems = Type.Array(Type.Object({ action: Type.String(), label: Type.String() }));

/**
 * Every section of the Device Details page in one answer (spec 000 §3). Source sections (eit,
 * dmn, hts, active) are the same projections as oracle/device/{source}; a source that does not
 * know the device gives {}. Dates inside source sections are ISO strings; in `device` and
 * `additional_details` epoch milliseconds.
 */
export const DeviceDetailsData = Type.Object({
  device: rowSchema(DEVICE_FIELDS, 'Device'),
  location: Type.Union([DeviceLocation, Type.Null()]),
  neighbor_devices: Type.Object({ data: Type.Array(NeighborDevice) }),
  device_groups: Type.Array(DeviceGroupEntry),
  eit_device_details: SourceData,
  dmn_device_details: SourceData,
  hts_device_details: SourceData,
  active_devices: SourceData,
  network_events: Type.Array(DeviceNetworkEvent),
  additional_details: SourceData,
  available_actions: Type.Object({
    trouble_shooting_actions: ActionItems,
    advanced_actions: ActionItems,
    performance_graphs: ActionItems,
    han_reports: ActionItems,
    usage_reports: ActionItems,
    secure_actions: ActionItems,
    csr_tools: ActionItems,
  }),
});
export type DeviceDetailsData = Static<typeof DeviceDetailsData>;
export const DeviceDetailsAnswer = Type.Object({ data: DeviceDetailsData });
export type DeviceDetailsAnswer = Static<typeof DeviceDetailsAnswer>;

/** GET /api/v1.0/es/devices/search: field=name, query (>= 3 characters), all_fields. */
export const DEVICE_SEARCH_MIN_CHARS = 3;
export const DEVICE_SEARCH_LIMIT = 20;
export const DeviceSearchQuery = Type.Object(
  {
    field: Type.Optional(Type.Literal('name')),
    query: Type.String({ minLength: DEVICE_SEARCH_MIN_CHARS, maxLength: 255 }),
    all_fields: Type.Optional(Type.Boolean()),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type DeviceSearchQuery = Static<typeof DeviceSearchQuery>;
/** Names containing the text, prefix matches first; with all_fields=true each row carries every device field. */
export const DeviceSearchAnswer = Type.Object({ data: Type.Array(Type.Record(Type.String(), Type.Unknown())) });
export type DeviceSearchAnswer = Static<typeof DeviceSearchAnswer>;
