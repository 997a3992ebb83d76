import { mapQuery, powerOutageGroupForZoom, precisionForZoom, type PowerOutageGroup } from '@nms/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { loadCounties, loadStates } from '../../../components/map-view';
import { fetchGeoSummary, fetchMarkers, fetchPowerOutages } from '../api/geo-map-api';
import { wasAborted } from '../../../lib/aborted';
import type { Viewport } from './use-map-viewport';
import { DATA_PREFIXES } from '../../../lib/data-changes';

/** Every query the Start Timer reloads starts with this key. */
export const GEO_MAP_DATA_KEY = [...DATA_PREFIXES.geoMap[0], 'data'] as const;

/**
 * Map failures are logged and the data reset to empty (spec 001 §8): the caller shows no stale
 * markers. A read called off by a pan or zoom (a newer view's read replaces it) did not fail.
 */
const logged =
  <T>(what: string, load: () => Promise<T>, signal?: AbortSignal) =>
  async (): Promise<T> => {
    try {
      return await load();
    } catch (e) {
      if (!wasAborted(e, signal)) console.error(`Geo Map ${what} failed`, e);
      throw e;
    }
  };

/** Markers of the view at the zoom's precision, for the typed filter AND discovered-only. */
export function useMarkers(view: Viewport | undefined, typed: string, enabled: boolean) {
  const precision = view ? precisionForZoom(view.zoom) : undefined;
  const params = view && { ...view.bounds, precision, query: mapQuery(typed) };
  return useQuery({
    queryKey: [...GEO_MAP_DATA_KEY, 'markers', params],
    enabled: enabled && !!params,
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: ({ signal }) => logged('markers', () => fetchMarkers(params!, signal), signal)(),
  });
}

/** Device counts by state in the view (the summary strip). */
export function useGeoSummary(view: Viewport | undefined, typed: string, enabled = true) {
  const params = view && { ...view.bounds, query: mapQuery(typed) };
  return useQuery({
    queryKey: [...GEO_MAP_DATA_KEY, 'summary', params],
    enabled: enabled && !!params,
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: ({ signal }) => logged('device summary', () => fetchGeoSummary(params!, signal), signal)(),
  });
}

/** Outages per state below zoom 5, per county from it (only while the layer is on). */
export function usePowerOutages(view: Viewport | undefined, enabled: boolean) {
  const group: PowerOutageGroup | undefined = view && powerOutageGroupForZoom(view.zoom);
  const rows = useQuery({
    queryKey: [...GEO_MAP_DATA_KEY, 'power-outage', group],
    enabled: enabled && !!group,
    retry: false,
    queryFn: ({ signal }) => logged('power outages', () => fetchPowerOutages(group!, signal), signal)(),
  });
  // The shapes the rows are drawn on: bundled, loaded once per level.
  const areas = useQuery({
    queryKey: ['geo-map', 'areas', group],
    enabled: enabled && !!group,
    staleTime: Infinity,
    queryFn: async () => (group === 'countyName' ? (await loadCounties()).counties : (await loadStates()).states),
  });
  return { group, rows, areas };
}
