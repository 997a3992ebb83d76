import {
  type GeoMarkersAnswer,
  type GeoMarkersQuery,
  type GeoSummaryAnswer,
  type GeoSummaryQuery,
  type PowerOutageAnswer,
  type PowerOutageGroup,
} from '@nms/contract';
import { apiFetch } from '../../../lib/api-client';

/** GET es/geo-map/markers: devices of the view aggregated by map cell (spec 001 §7). */
export const fetchMarkers = (params: GeoMarkersQuery, signal?: AbortSignal) =>
  apiFetch<GeoMarkersAnswer>('/es/geo-map/markers', { params: { ...params }, signal });

/** GET es/geo-map/device-summary: device counts by state in the view. */
export const fetchGeoSummary = (params: GeoSummaryQuery, signal?: AbortSignal) =>
  apiFetch<GeoSummaryAnswer>('/es/geo-map/device-summary', { params: { ...params }, signal });

/** GET es/geo-map/power-outage/realtime?group_by=: outages per state or county. */
export const fetchPowerOutages = (groupBy: PowerOutageGroup, signal?: AbortSignal) =>
  apiFetch<PowerOutageAnswer>('/es/geo-map/power-outage/realtime', { params: { group_by: groupBy }, signal });
