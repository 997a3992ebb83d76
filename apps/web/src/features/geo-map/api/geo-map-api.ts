import type { GeoMarkersQuery, GeoSummaryQuery, PowerOutageGroup } from '@nms/contract';
import { api } from '../../../lib/api-client';

/** GET es/geo-map/markers: devices of the view aggregated by map cell (spec 001 §7). */
export const fetchMarkers = (params: GeoMarkersQuery, signal?: AbortSignal) => api.get('/es/geo-map/markers', { query: params, signal });

/** GET es/geo-map/device-summary: device counts by state in the view. */
export const fetchGeoSummary = (params: GeoSummaryQuery, signal?: AbortSignal) => api.get('/es/geo-map/device-summary', { query: params, signal });

/** GET es/geo-map/power-outage/realtime?group_by=: outages per state or county. */
export const fetchPowerOutages = (groupBy: PowerOutageGroup, signal?: AbortSignal) =>
  api.get('/es/geo-map/power-outage/realtime', { query: { group_by: groupBy }, signal });
