import type { StyleSpecification } from 'maplibre-gl';

/**
 * The base map: a plain background (the sea), land, and country/state/county borders from the
 * bundled atlases. No glyphs, sprites or tiles are referenced, so nothing external is fetched.
 */
export type MapTheme = 'light' | 'dark';

export interface BasePalette {
  water: string;
  land: string;
  country: string;
  state: string;
  county: string;
}

export const BASE_PALETTES: Readonly<Record<MapTheme, BasePalette>> = {
  light: { water: '#d0dde8', land: '#f8f9fa', country: '#868e96', state: '#adb5bd', county: '#dee2e6' },
  dark: { water: '#0b0c0e', land: '#2c2e33', country: '#909296', state: '#5c5f66', county: '#3c3f45' },
};

/** Zoom from which county outlines are drawn (and the county file is fetched). */
export const COUNTY_OUTLINE_ZOOM = 5;

/**
 * Feature layers mount before these invisible anchors (MapLibre draws layers in insertion order):
 * area fills under the borders, overlays (radar) over them, points (markers) on top.
 */
export const MAP_SLOTS = { areas: 'slot-areas', overlays: 'slot-overlays', points: 'slot-points' } as const;

export const BASE_SOURCES = {
  land: 'base-land',
  countryBorders: 'base-country-borders',
  stateBorders: 'base-state-borders',
  countyBorders: 'base-county-borders',
} as const;

const empty = { type: 'geojson' as const, data: { type: 'FeatureCollection' as const, features: [] } };
// A hidden background layer draws nothing and still holds a place in the layer order.
const slot = (id: string) => ({ id, type: 'background' as const, layout: { visibility: 'none' as const } });

export function baseStyle(theme: MapTheme): StyleSpecification {
  const p = BASE_PALETTES[theme];
  return {
    version: 8,
    sources: Object.fromEntries(Object.values(BASE_SOURCES).map((id) => [id, empty])),
    layers: [
      { id: 'base-water', type: 'background', paint: { 'background-color': p.water } },
      { id: 'base-land', type: 'fill', source: BASE_SOURCES.land, paint: { 'fill-color': p.land } },
      slot(MAP_SLOTS.areas),
      {
        id: 'base-county-borders',
        type: 'line',
        source: BASE_SOURCES.countyBorders,
        minzoom: COUNTY_OUTLINE_ZOOM,
        paint: { 'line-color': p.county, 'line-width': 0.5 },
      },
      { id: 'base-state-borders', type: 'line', source: BASE_SOURCES.stateBorders, paint: { 'line-color': p.state, 'line-width': 0.8 } },
      { id: 'base-country-borders', type: 'line', source: BASE_SOURCES.countryBorders, paint: { 'line-color': p.country, 'line-width': 1 } },
      slot(MAP_SLOTS.overlays),
      slot(MAP_SLOTS.points),
    ],
  };
}

/** Paint values that change with the theme, as [layer, property, value] for setPaintProperty. */
export function themePaint(theme: MapTheme): [string, 'background-color' | 'fill-color' | 'line-color', string][] {
  const p = BASE_PALETTES[theme];
  return [
    ['base-water', 'background-color', p.water],
    ['base-land', 'fill-color', p.land],
    ['base-county-borders', 'line-color', p.county],
    ['base-state-borders', 'line-color', p.state],
    ['base-country-borders', 'line-color', p.country],
  ];
}
