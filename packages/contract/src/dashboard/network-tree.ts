import { Type, type Static } from 'typebox';
import { literalUnion } from '../literal-union';
import { SEVERITY } from '../severity';

/**
 * The Service View Navigator's two option lists (spec 001 §2.7). Both are values of
 * `svn/network/chart?network_type=`: MAIN - WIP offers the network types, Pro-Active Monitoring
 * the services. docs/decisions/web-screens.md says which slice of the fleet each one draws.
 */
export const NETWORK_TYPE_OPTIONS = ['All Devices', 'All Datacenters', 'All Customers', 'All Geo Providers', 'All HRGWs'] as const;
export const SERVICE_OPTIONS = ['All Services', 'All Satellites', 'All Datacenters', 'All Circuits', 'All Locations'] as const;
export const NETWORK_CHART_TYPES = [
  'All Devices',
  'All Datacenters',
  'All Customers',
  'All Geo Providers',
  'All HRGWs',
  'All Services',
  'All Satellites',
  'All Circuits',
  'All Locations',
] as const satisfies readonly (NetworkTypeOption | ServiceOption)[];
export type NetworkTypeOption = (typeof NETWORK_TYPE_OPTIONS)[number];
export type ServiceOption = (typeof SERVICE_OPTIONS)[number];
export type NetworkChartType = (typeof NETWORK_CHART_TYPES)[number];
/** What the dashboard's Network Status card draws. */
export const DASHBOARD_NETWORK_TYPE: NetworkChartType = 'All Devices';

export const NetworkChartQuery = Type.Object(
  {
    network_type: Type.Optional(literalUnion(NETWORK_CHART_TYPES)),
    /** The older spelling of the same parameter (spec 001 §7); network_type wins when both come. */
    svn_network_type: Type.Optional(literalUnion(NETWORK_CHART_TYPES)),
  },
  { additionalProperties: false },
);
export type NetworkChartQuery = Static<typeof NetworkChartQuery>;

/**
 * Sunburst node of spec 001 §3. `query` is the node's Lucene device query (Pro-Active Monitoring
 * shows it and its grid lists the devices it selects); `key` identifies the node in the tree.
 */
export interface SunburstNode {
  key: string;
  name: string;
  device_count: number;
  impacted_device_count: number;
  severity: number;
  query: string;
  children?: SunburstNode[];
}

/** The answer keeps the tree's recursion out of the schema (children are validated as nodes by tests). */
export const SunburstNodeSchema = Type.Object({
  key: Type.String(),
  name: Type.String(),
  device_count: Type.Integer(),
  impacted_device_count: Type.Integer(),
  severity: Type.Integer({ minimum: 1, maximum: 5 }),
  query: Type.String(),
  children: Type.Optional(Type.Array(Type.Unknown())),
});
export const NetworkChartAnswer = Type.Object({ data: SunburstNodeSchema });

/** Threshold for nodes that are not a watched group (ad-hoc slices such as a product category). */
export const DEFAULT_IMPACT_THRESHOLD = 20;

/**
 * A node's severity from its impact: a network event is raised at the group's threshold
 * (Critical); half of it is Major; any impacted device is Minor; none is Normal; an empty node
 * is Unknown. Impacted devices are the Critical and Major ones.
 */
export function impactSeverity(impacted: number, total: number, thresholdPercent: number = DEFAULT_IMPACT_THRESHOLD): number {
  if (total <= 0) return SEVERITY.unknown;
  const percent = (100 * impacted) / total;
  if (impacted > 0 && percent >= thresholdPercent) return SEVERITY.critical;
  if (impacted > 0 && percent >= thresholdPercent / 2) return SEVERITY.major;
  if (impacted > 0) return SEVERITY.minor;
  return SEVERITY.normal;
}
