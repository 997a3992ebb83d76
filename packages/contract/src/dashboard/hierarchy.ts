import { Type, type Static } from 'typebox';
import { literalUnion } from '../literal-union';

/** Id of the row selected when the Network Hierarchy opens (spec 001 §2.8). */
export const ALL_CUSTOMERS_NODE_ID = 'ALL_CUSTOMERS';
export const HIERARCHY_PAGE_SIZE = 15;
export const HIERARCHY_PAGE_SIZES = [5, 10, 15, 25, 50] as const;
export const SERVICE_DETAILS_PAGE_SIZE = 10;
/** Pie charts in grids (spec 001 §9). */
export const GRID_PIE_SIZE = { width: 150, height: 80 } as const;

/** One state's count in a hierarchy row's Status pie (label is the state name). */
export const StateCount = Type.Object({ label: Type.String(), value: Type.Integer() });
export type StateCount = Static<typeof StateCount>;

/** Hierarchy node of spec 001 §3: a flat list, parentId '' (empty) for roots. */
export const HierarchyNode = Type.Object({
  id: Type.String(),
  parentId: Type.String(),
  name: Type.String(),
  displayName: Type.String(),
  numberOfAlerts: Type.Integer(),
  numberOfDevices: Type.Integer(),
  alerts: Type.Array(StateCount),
  deviceQuery: Type.String(),
  alertQuery: Type.String(),
});
export type HierarchyNode = Static<typeof HierarchyNode>;
export const HierarchyAnswer = Type.Object({ data: Type.Array(HierarchyNode) });

/** `es/hasmat/devices/aggregations` (spec 001 §7): device counts per value of one field. */
export const AGGREGATION_FIELDS = ['nmd'] as const;
export const DeviceAggregationQuery = Type.Object(
  {
    query: Type.Optional(Type.String({ maxLength: 8000 })),
    aggregation_field: literalUnion(AGGREGATION_FIELDS),
  },
  { additionalProperties: false },
);
export type DeviceAggregationQuery = Static<typeof DeviceAggregationQuery>;
/** Service aggregation row of spec 001 §3, sorted by device_count descending. */
export const ServiceAggregationRow = Type.Object({
  nmd: Type.String(),
  device_count: Type.Integer(),
  device_count_by_state: Type.Array(StateCount),
});
export type ServiceAggregationRow = Static<typeof ServiceAggregationRow>;
export const DeviceAggregationAnswer = Type.Object({ data: Type.Array(ServiceAggregationRow), total: Type.Integer() });
