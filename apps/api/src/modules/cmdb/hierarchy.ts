import {
  CMDB_OVERVIEW_WINDOW_SECONDS,
  CMDB_STATUS_LABELS,
  compareRouteNames,
  type CmdbHierarchyAnswer,
  type CmdbHierarchyQuery,
  type StateShare,
} from '@nms/contract';
import { badRequest } from '../../lib/http-error';
import { hierarchyCounts, type StateCounts } from './hierarchy-counts-repository';
import { allRows, type CmdbRow, type Db } from './repository';

/**
 * The Overview tab's tree (002 §2.5, §3): locations > datacenters > service instances and
 * inroutes, each with the states of the devices that reported in the window. A datacenter's bar
 * counts its devices (devices.data_center); its service instances and inroutes are slices of
 * those devices (by hns_service and by beamid); a location's bar sums its datacenters.
 */
const ZERO: StateCounts = [0, 0, 0, 0, 0];

/** Shares in the order Critical, Major, Minor, Unknown, Normal; percent of the node's devices, 2 decimals. */
export function stateShares(counts: StateCounts): StateShare[] {
  const total = counts.reduce((s, n) => s + n, 0);
  return CMDB_STATUS_LABELS.map((label, i) => ({
    label,
    percent: total === 0 ? 0 : Math.round((counts[i] / total) * 10_000) / 100,
    value: counts[i],
  }));
}

const sum = (all: StateCounts[]): StateCounts => all.reduce((acc, c) => acc.map((n, i) => n + c[i]) as StateCounts, [...ZERO] as StateCounts);
const node = (counts: StateCounts = ZERO) => ({ active: counts.some((n) => n > 0), device_count_by_state: stateShares(counts), counts });

/** The window in epoch seconds: default the last 10 minutes (002 §9); start after end is the caller's error. */
export function windowOf(q: CmdbHierarchyQuery, nowSeconds = Math.floor(Date.now() / 1000)): { start: number; end: number } {
  const end = q.end_timestamp ?? (q.start_timestamp !== undefined ? Math.max(nowSeconds, q.start_timestamp) : nowSeconds);
  const start = q.start_timestamp ?? Math.max(0, end - CMDB_OVERVIEW_WINDOW_SECONDS);
  if (start > end) throw badRequest(`start_timestamp: ${start} is after end_timestamp ${end}`);
  return { start, end };
}

export async function locationsHierarchy(db: Db, q: CmdbHierarchyQuery): Promise<CmdbHierarchyAnswer> {
  const { start, end } = windowOf(q);
  const [locations, datacenters, instances, inroutes] = [
    await allRows(db, 'svi_hughes_locations'),
    await allRows(db, 'svi_hughes_datacenters'),
    await allRows(db, 'svi_hughes_service_instances'),
    await allRows(db, 'svi_hughes_inroutes'),
  ];
  const counts = await hierarchyCounts(
    db,
    datacenters.map((d) => d.name as string),
    start * 1000,
    end * 1000 + 999,
  );
  const instanceByName = new Map(instances.map((s) => [s.name as string, s]));
  inroutes.sort((a, b) => compareRouteNames(a.name as string, b.name as string));

  const datacenterNode = (dc: CmdbRow) => {
    const name = dc.name as string;
    const beams = counts.beams.get(name) ?? new Map<string, StateCounts>();
    const services = counts.services.get(name) ?? new Map<string, StateCounts>();
    const own = node(counts.datacenters.get(name));
    return {
      datacenter_id: dc.datacenter_id as number,
      name,
      active: own.active,
      services: (dc.services as string[]) ?? [],
      notes: (dc.notes as string | null) ?? null,
      device_count_by_state: own.device_count_by_state,
      counts: own.counts,
      inroutes_device_counts: [...beams]
        .sort(([a], [b]) => compareRouteNames(a, b))
        .map(([beam_id, c]) => ({ beam_id, device_count: c.reduce((s, n) => s + n, 0) })),
      service_instances: ((dc.services as string[]) ?? []).flatMap((s) => {
        const row = instanceByName.get(s);
        if (!row) return [];
        const { counts: _, ...n } = node(services.get(s));
        return [{ service_instance_id: row.service_instance_id as number, name: s, notes: (row.notes as string | null) ?? null, ...n }];
      }),
      inroutes: inroutes
        .filter((r) => r.datacenter_id === dc.datacenter_id)
        .map((r) => {
          const { counts: _, ...n } = node(beams.get(r.name as string));
          return { inroute_id: r.inroute_id as number, name: r.name as string, notes: null, ...n };
        }),
    };
  };

  const data = locations.map((loc) => {
    const dcs = datacenters.filter((d) => d.location_id === loc.location_id).map(datacenterNode);
    const own = node(sum(dcs.map((d) => d.counts)));
    return {
      ...loc,
      active: own.active,
      device_count_by_state: own.device_count_by_state,
      data_centers: dcs.map(({ counts: _, ...d }) => d),
    };
  });
  // The contract's row type is built from computed keys, which TypeScript cannot see; the route's
  // response schema checks the shape.
  return { data, total: locations.length } as unknown as CmdbHierarchyAnswer;
}
