import { Type, type Static } from 'typebox';
import { SummaryCounts } from '../es-query';

/** Map constants of spec 001 §9. */
export const MAP_DEFAULT_CENTER = { lat: 36, lng: -81 } as const;
export const MAP_DEFAULT_ZOOM = 3.46;
export const MAP_MIN_PRECISION = 1;
export const MAP_MAX_PRECISION = 22;
export const MAP_DEFAULT_PRECISION = 6;
/** Cells answered at most per markers call (as Elasticsearch's grid aggregations cap their size). */
export const MAP_MAX_MARKERS = 10_000;

/**
 * Markers aggregate devices on the web-mercator tile grid of zoom `precision` (1..22, the map's
 * zoom range; the same grid Elasticsearch's geotile_grid uses). Three zoom levels finer than the
 * view keeps a cell about 32 to 45 px wide at any zoom, and the default zoom 3.46 gives the
 * default precision 6.
 */
export const precisionForZoom = (zoom: number): number => Math.min(MAP_MAX_PRECISION, Math.max(MAP_MIN_PRECISION, Math.round(zoom) + 3));

/** Only discovered devices are mapped: the filter box's text is AND-ed with this (spec 001 §2.6). */
export const MAP_DISCOVERED_QUERY = 'discovered:true';
export const mapQuery = (typed: string): string => (typed.trim() ? `(${typed.trim()}) AND ${MAP_DISCOVERED_QUERY}` : MAP_DISCOVERED_QUERY);

const lat = Type.Number({ minimum: -90, maximum: 90 });
const lng = Type.Number({ minimum: -180, maximum: 180 });
/**
 * The visible bounds. top_left_lng > bottom_right_lng means the view crosses the antimeridian.
 * The browser clamps MapLibre's bounds (which run past ±180 on world copies) before sending.
 */
const boundsFields = {
  top_left_lat: lat,
  top_left_lng: lng,
  bottom_right_lat: lat,
  bottom_right_lng: lng,
  query: Type.Optional(Type.String({ maxLength: 4000 })),
};
export const GeoSummaryQuery = Type.Object(boundsFields, { additionalProperties: false });
export type GeoSummaryQuery = Static<typeof GeoSummaryQuery>;
export const GeoMarkersQuery = Type.Object(
  { ...boundsFields, precision: Type.Optional(Type.Integer({ minimum: MAP_MIN_PRECISION, maximum: MAP_MAX_PRECISION })) },
  { additionalProperties: false },
);
export type GeoMarkersQuery = Static<typeof GeoMarkersQuery>;

/** Device counts per state in a marker. */
export const MarkerStates = Type.Object({
  critical: Type.Integer(),
  major: Type.Integer(),
  minor: Type.Integer(),
  unknown: Type.Integer(),
  normal: Type.Integer(),
});
/**
 * Map marker of spec 001 §3: `location` is the mean position of the cell's devices, `states` its
 * counts per state, `state` the worst (lowest) state present, `key` the cell as 'zoom/x/y'.
 */
export const MapMarker = Type.Object({
  key: Type.String(),
  location: Type.Object({ lat: Type.Number(), lng: Type.Number() }),
  doc_count: Type.Integer(),
  state: Type.Integer({ minimum: 1, maximum: 5 }),
  states: MarkerStates,
});
export type MapMarker = Static<typeof MapMarker>;
/** `total` counts the devices in all cells, answered or not; `truncated` when cells were cut at MAP_MAX_MARKERS. */
export const GeoMarkersAnswer = Type.Object({ data: Type.Array(MapMarker), total: Type.Integer(), truncated: Type.Boolean() });
export type GeoMarkersAnswer = Static<typeof GeoMarkersAnswer>;
export const GeoSummaryAnswer = Type.Object({ data: SummaryCounts, total: Type.Integer() });
export type GeoSummaryAnswer = Static<typeof GeoSummaryAnswer>;
