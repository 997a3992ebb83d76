import { DEFAULT_IMPACT_THRESHOLD, impactSeverity, type SunburstNode } from '@nms/contract';
import type { GroupRow, SliceRow } from './repository';

/*
 * Sunburst nodes from group rows and ad-hoc slices (pure: the service fetches, this shapes).
 * A group node counts its members as the group row holds them and selects them with the group's
 * own device query; a virtual root gathers children that partition it (its counts are their sums).
 */

export const groupNode = (g: GroupRow, children?: SunburstNode[]): SunburstNode => ({
  key: g.key,
  name: g.name,
  device_count: g.total,
  impacted_device_count: g.impacted,
  severity: impactSeverity(g.impacted, g.total, g.threshold),
  query: g.deviceQuery,
  ...(children ? { children } : {}),
});

export const countedNode = (key: string, name: string, total: number, impacted: number, query: string, children?: SunburstNode[]): SunburstNode => ({
  key,
  name,
  device_count: total,
  impacted_device_count: impacted,
  severity: impactSeverity(impacted, total, DEFAULT_IMPACT_THRESHOLD),
  query,
  ...(children ? { children } : {}),
});

/** A root over children that partition it: the counts add up. */
export function partitionRoot(key: string, name: string, query: string, children: SunburstNode[]): SunburstNode {
  const total = children.reduce((n, c) => n + c.device_count, 0);
  const impacted = children.reduce((n, c) => n + c.impacted_device_count, 0);
  return countedNode(key, name, total, impacted, query, children);
}

/** Slice rows (one value each) as nodes; `query` says how a value selects its devices. */
export const sliceNodes = (prefix: string, rows: readonly SliceRow[], query: (value: string) => string): SunburstNode[] =>
  rows.map((r) => countedNode(`${prefix}:${r.value}`, r.value || '(none)', r.total, r.impacted, query(r.value)));

/** The groups of one network type, each with its nested groups (lowLevelGroup = parent name). */
export function groupsOf(groups: readonly GroupRow[], networkType: string, childType?: string): SunburstNode[] {
  const nested = childType ? groups.filter((g) => g.networkType === childType) : [];
  return groups
    .filter((g) => g.networkType === networkType)
    .map((g) =>
      childType
        ? groupNode(
            g,
            nested.filter((c) => c.lowLevelGroup === g.name).map((c) => groupNode(c)),
          )
        : groupNode(g),
    );
}

/** The group of a one-group root type (ALL_DEVICES, ALL_SATELLITES), if loaded. */
export const singleGroup = (groups: readonly GroupRow[], networkType: string): GroupRow | undefined =>
  groups.find((g) => g.networkType === networkType);
