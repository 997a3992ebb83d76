import { CMDB_OVERVIEW_WINDOW_SECONDS, type CmdbHierarchyQuery, type StateShare } from '@nms/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/*
 * The answer as the screen reads it (CmdbHierarchyAnswer of the contract). Spelled out here: the
 * contract builds the node schemas with computed keys, so its static types lose name and the ids.
 */
export interface HierarchyNodeRow {
  name: string;
  /** Some of the node's devices reported in the window. */
  active: boolean;
  notes: string | null;
  device_count_by_state: StateShare[];
}
export interface HierarchyServiceRow extends HierarchyNodeRow {
  service_instance_id: number;
}
export interface HierarchyInrouteRow extends HierarchyNodeRow {
  inroute_id: number;
}
export interface HierarchyDatacenterRow extends HierarchyNodeRow {
  datacenter_id: number;
  services: string[];
  inroutes_device_counts: { beam_id: string; device_count: number }[];
  service_instances: HierarchyServiceRow[];
  inroutes: HierarchyInrouteRow[];
}
/** A location: every location field (LOCATION_FIELDS), its status and its datacenters. */
export interface HierarchyLocationRow extends HierarchyNodeRow {
  [field: string]: unknown;
  location_id: number;
  data_centers: HierarchyDatacenterRow[];
}
export interface LocationsHierarchyAnswer {
  data: HierarchyLocationRow[];
  total: number;
}

/** The overview's window: the last 10 minutes up to `nowMs`, in epoch seconds (002 §7, §9). */
export function overviewWindow(nowMs: number): Required<CmdbHierarchyQuery> {
  const end = Math.floor(nowMs / 1000);
  return { start_timestamp: end - CMDB_OVERVIEW_WINDOW_SECONDS, end_timestamp: end };
}

/** GET svn/svi_hughes_locations_hierarchy?start_timestamp&end_timestamp → data, total. */
export function fetchLocationsHierarchy(window: CmdbHierarchyQuery, signal?: AbortSignal): Promise<LocationsHierarchyAnswer> {
  return apiFetch<LocationsHierarchyAnswer>('/svn/svi_hughes_locations_hierarchy', { params: { ...window }, signal });
}

export const locationsHierarchyKey = ['svn', 'svi_hughes_locations_hierarchy'] as const;

/**
 * The hierarchy of the last 10 minutes. The window is computed when the request is made, not
 * when the hook mounts, so every load and every refresh counts the devices of its own 10 minutes.
 */
export function useLocationsHierarchy() {
  return useQuery({
    queryKey: locationsHierarchyKey,
    retry: false,
    queryFn: ({ signal }) => fetchLocationsHierarchy(overviewWindow(Date.now()), signal),
  });
}
