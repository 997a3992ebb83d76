import { type PowerOutageFeature } from '@nms/contract';
import type { Feature, FeatureCollection, Geometry } from 'geojson';

export type OutageCollection = FeatureCollection<Geometry, PowerOutageFeature>;

export const EMPTY_OUTAGES: OutageCollection = { type: 'FeatureCollection', features: [] };

/**
 * The outage rows drawn on the atlas' state or county shapes, joined by GEOID (the atlas' FIPS id:
 * 2 digits for a state, 5 for a county). Rows with no shape (a GEOID the atlas lacks) are dropped;
 * shapes with no row are not drawn.
 */
export function outageGeoJson(areas: FeatureCollection<Geometry, unknown>, rows: readonly PowerOutageFeature[]): OutageCollection {
  const byId = new Map(rows.map((r) => [r.GEOID, r]));
  const features: Feature<Geometry, PowerOutageFeature>[] = [];
  for (const area of areas.features) {
    const row = area.id === undefined ? undefined : byId.get(String(area.id));
    if (row) features.push({ type: 'Feature', id: features.length, geometry: area.geometry, properties: { ...row } });
  }
  return { type: 'FeatureCollection', features };
}
