import type { Geometry, Position } from 'geojson';

/** The mercator limit: a ring closed "via the pole" runs along this latitude (MapLibre clamps there). */
const POLE_LAT = 85.05;

/**
 * world-atlas rings are spherical: a ring crossing the antimeridian jumps from +180 to -180, which a
 * flat renderer draws as a band across the whole map. Unwrap each ring to continuous longitudes
 * (they may run past ±180; MapLibre draws world copies), centre it on the main world, and close a
 * ring that goes round the globe (Antarctica) along the pole's edge instead of across the map.
 */
export function unwrapRing(ring: Position[]): Position[] {
  if (ring.length < 2) return ring;
  let shift = 0;
  let jumped = false;
  const out: Position[] = [[ring[0][0], ring[0][1]]];
  for (let i = 1; i < ring.length; i++) {
    const d = ring[i][0] - ring[i - 1][0];
    if (d > 180) shift -= 360;
    else if (d < -180) shift += 360;
    jumped ||= Math.abs(d) > 180;
    out.push([ring[i][0] + shift, ring[i][1]]);
  }
  if (!jumped) return ring;
  const first = out[0];
  const last = out[out.length - 1];
  if (Math.abs(last[0] - first[0]) > 180) {
    // Round the globe: close through the pole on the ring's side.
    const lat = out.reduce((s, p) => s + p[1], 0) / out.length < 0 ? -POLE_LAT : POLE_LAT;
    out.push([last[0], lat], [first[0], lat], [first[0], first[1]]);
    return out;
  }
  const mean = out.reduce((s, p) => s + p[0], 0) / out.length;
  const back = mean > 180 ? -360 : mean < -180 ? 360 : 0;
  return back ? out.map(([x, y]) => [x + back, y]) : out;
}

/** unwrapRing over every ring of a polygon or multi-polygon; other geometries unchanged. */
export function unwrapGeometry(g: Geometry): Geometry {
  if (g.type === 'Polygon') return { ...g, coordinates: g.coordinates.map(unwrapRing) };
  if (g.type === 'MultiPolygon') return { ...g, coordinates: g.coordinates.map((p) => p.map(unwrapRing)) };
  return g;
}
