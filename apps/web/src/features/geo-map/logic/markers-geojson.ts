import type { GeoMarkersAnswer, MapMarker } from '@nms/contract';
import type { FeatureCollection, Point } from 'geojson';
import { cellLabel, cellShade } from './cell-shade';

/**
 * Marker feature properties: the cell, its device count, worst state and counts per state; the
 * state it is coloured as (`shade`, by share) and its count as drawn on a cluster (`label`).
 */
export interface MarkerProps {
  key: string;
  doc_count: number;
  state: number;
  shade: number;
  label: string;
  critical: number;
  major: number;
  minor: number;
  unknown: number;
  normal: number;
}

export type MarkerCollection = FeatureCollection<Point, MarkerProps>;

export const EMPTY_MARKERS: MarkerCollection = { type: 'FeatureCollection', features: [] };

/** One point per answered cell, at the mean position of its devices. */
export function markersGeoJson(markers: readonly MapMarker[]): MarkerCollection {
  return {
    type: 'FeatureCollection',
    features: markers.map((m, i) => ({
      type: 'Feature',
      id: i,
      geometry: { type: 'Point', coordinates: [m.location.lng, m.location.lat] },
      properties: { key: m.key, doc_count: m.doc_count, state: m.state, shade: cellShade(m), label: cellLabel(m.doc_count), ...m.states },
    })),
  };
}

/** What the map shows for an answer: cells drawn and the devices in them. */
export function markerStats(answer: GeoMarkersAnswer | undefined): { cells: number; devices: number } {
  const data = answer?.data ?? [];
  return { cells: data.length, devices: data.reduce((n, m) => n + m.doc_count, 0) };
}
