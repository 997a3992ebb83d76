/**
 * The visible bounds as the API takes them (spec 001 §7 geo-map calls). MapLibre's bounds run past
 * ±180 on world copies and past the mercator limits at the poles; the API wants real coordinates.
 * A view wider than the world is the whole world; a view across the antimeridian keeps
 * top_left_lng > bottom_right_lng, which the API reads as crossing it.
 */
export interface ApiBounds {
  top_left_lat: number;
  top_left_lng: number;
  bottom_right_lat: number;
  bottom_right_lng: number;
}

export interface ViewEdges {
  north: number;
  south: number;
  west: number;
  east: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
/** -180..180, with 180 kept as 180 (an east edge exactly on the antimeridian). */
const wrapLng = (lng: number) => {
  const w = ((((lng + 180) % 360) + 360) % 360) - 180;
  return w === -180 && lng > 0 ? 180 : w;
};
/** Six decimals (about 10 cm): stable request keys for views that differ by float noise only. */
const round = (v: number) => Math.round(v * 1e6) / 1e6;

export function apiBounds({ north, south, west, east }: ViewEdges): ApiBounds {
  const lat = { top_left_lat: round(clamp(north, -90, 90)), bottom_right_lat: round(clamp(south, -90, 90)) };
  if (east - west >= 360) return { ...lat, top_left_lng: -180, bottom_right_lng: 180 };
  return { ...lat, top_left_lng: round(wrapLng(west)), bottom_right_lng: round(wrapLng(east)) };
}
