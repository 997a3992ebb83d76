import { CMDB_OVERVIEW_WINDOW_SECONDS, type CmdbHierarchyQuery } from '@nms/contract';
import { useQuery } from '@tanstack/react-query';
import { api, type ApiAnswer } from '../../../lib/api-client';
import { DATA_PREFIXES } from '../../../lib/data-changes';

/** The answer as the route declares it (CmdbHierarchyAnswer of the contract), node by node. */
export type LocationsHierarchyAnswer = ApiAnswer<'get', '/svn/svi_hughes_locations_hierarchy'>;
/** A location: every location field (LOCATION_FIELDS), its status and its datacenters. */
export type HierarchyLocationRow = LocationsHierarchyAnswer['data'][number];
export type HierarchyDatacenterRow = HierarchyLocationRow['data_centers'][number];
export type HierarchyServiceRow = HierarchyDatacenterRow['service_instances'][number];
export type HierarchyInrouteRow = HierarchyDatacenterRow['inroutes'][number];

/** The overview's window: the last 10 minutes up to `nowMs`, in epoch seconds (002 §7, §9). */
export function overviewWindow(nowMs: number): Required<CmdbHierarchyQuery> {
  const end = Math.floor(nowMs / 1000);
  return { start_timestamp: end - CMDB_OVERVIEW_WINDOW_SECONDS, end_timestamp: end };
}

/** GET svn/svi_hughes_locations_hierarchy?start_timestamp&end_timestamp → data, total. */
export function fetchLocationsHierarchy(window: CmdbHierarchyQuery, signal?: AbortSignal): Promise<LocationsHierarchyAnswer> {
  return api.get('/svn/svi_hughes_locations_hierarchy', { query: window, signal });
}

export const locationsHierarchyKey = DATA_PREFIXES.cmdb[1];

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
