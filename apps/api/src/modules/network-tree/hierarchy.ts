import { ALL_CUSTOMERS_NODE_ID, SEVERITY_LABEL, type HierarchyNode } from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { memberOfQuery, memberOfTypeQuery } from './group-query';
import { selectActiveAlertsByKey, selectGroups, type GroupRow, type KeySeverityRow } from './repository';

/*
 * The Network Hierarchy (spec 001 §2.8) as a flat list, roots first:
 *   All Devices; All Satellites → satellites → beams; All Datacenters → datacenters → gateways;
 *   All Geo Providers → NAP sources; All Customers → customer groups.
 * A group row selects its devices and their alerts with memberOf:"KEY"; a virtual root with the
 * network type's wildcard (its children partition it, so its counts are their sums).
 */

const STATES = [1, 2, 3, 4, 5] as const;
/** Network types whose lowLevelGroup names a parent group (otherwise it is the long name). */
const NESTED_UNDER: Record<string, string> = { BEAM: 'SATELLITE', GATEWAY: 'DATACENTER' };
const VIRTUAL_ROOTS = [
  { id: 'ALL_DATACENTERS', name: 'All Datacenters', networkType: 'DATACENTER' },
  { id: 'ALL_GEO_PROVIDERS', name: 'All Geo Providers', networkType: 'NAP_SOURCE' },
  { id: ALL_CUSTOMERS_NODE_ID, name: 'All Customers', networkType: 'CUSTOMER' },
] as const;
const PARENT_OF_TYPE: Record<string, string> = {
  ALL_DEVICES: '',
  ALL_SATELLITES: '',
  SATELLITE: 'ALL_SATELLITES:All Satellites',
  ...Object.fromEntries(VIRTUAL_ROOTS.map((r) => [r.networkType, r.id])),
};

type AlertTally = Map<string, number[]>;

function tallyAlerts(rows: readonly KeySeverityRow[]): AlertTally {
  const tally: AlertTally = new Map();
  for (const r of rows) {
    const at = STATES.indexOf(r.severity as (typeof STATES)[number]);
    if (at < 0) continue;
    const counts = tally.get(r.key) ?? STATES.map(() => 0);
    counts[at] += r.n;
    tally.set(r.key, counts);
  }
  return tally;
}

const stateCounts = (counts: readonly number[]) => STATES.map((s, i) => ({ label: SEVERITY_LABEL[s], value: counts[i] }));
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

function parentId(g: GroupRow): string | undefined {
  const under = NESTED_UNDER[g.networkType];
  if (under) return g.lowLevelGroup ? `${under}:${g.lowLevelGroup}` : undefined;
  return PARENT_OF_TYPE[g.networkType];
}

export function buildHierarchy(groups: readonly GroupRow[], alerts: AlertTally): HierarchyNode[] {
  const zero = STATES.map(() => 0);
  const nodes: HierarchyNode[] = [];
  const groupRow = (g: GroupRow, parent: string): HierarchyNode => {
    const counts = alerts.get(g.key) ?? zero;
    return {
      id: g.key,
      parentId: parent,
      name: g.name,
      displayName: NESTED_UNDER[g.networkType] ? g.name : (g.lowLevelGroup ?? g.name),
      numberOfAlerts: sum(counts),
      numberOfDevices: g.total,
      alerts: stateCounts(counts),
      deviceQuery: memberOfQuery(g.key),
      alertQuery: memberOfQuery(g.key),
    };
  };
  for (const g of groups) {
    const parent = parentId(g);
    if (parent !== undefined) nodes.push(groupRow(g, parent));
  }
  const roots = VIRTUAL_ROOTS.map((r): HierarchyNode => {
    const members = groups.filter((g) => g.networkType === r.networkType);
    const counts = STATES.map((_, i) => sum(members.map((g) => (alerts.get(g.key) ?? zero)[i])));
    const query = memberOfTypeQuery(r.networkType);
    return {
      id: r.id,
      parentId: '',
      name: r.name,
      displayName: r.name,
      numberOfAlerts: sum(counts),
      numberOfDevices: sum(members.map((g) => g.total)),
      alerts: stateCounts(counts),
      deviceQuery: query,
      alertQuery: query,
    };
  });
  // Roots first (a tree list reads parents before children), then groups in type order.
  const order = ['ALL_DEVICES', 'ALL_SATELLITES', 'SATELLITE', 'BEAM', 'DATACENTER', 'GATEWAY', 'NAP_SOURCE', 'CUSTOMER'];
  const rank = (n: HierarchyNode) => order.indexOf(n.id.slice(0, n.id.indexOf(':')));
  nodes.sort((a, b) => rank(a) - rank(b));
  const top = nodes.filter((n) => n.parentId === '');
  return [...top, ...roots, ...nodes.filter((n) => n.parentId !== '')];
}

/**
 * The hierarchy is cached this long: its alert counts come from the counters the alert triggers
 * keep (migration 027, a read of O(groups)), so it can be as current as issue 19 asks (5 s)
 * while concurrent callers still share one read.
 */
export const HIERARCHY_CACHE_MS = 1_000;

/** Groups (device counts kept by the fleet writers) with their active alerts per severity. */
export async function hierarchies(db: Kysely<DB>): Promise<HierarchyNode[]> {
  const [groups, alerts] = await Promise.all([selectGroups(db), selectActiveAlertsByKey(db)]);
  return buildHierarchy(groups, tallyAlerts(alerts));
}
