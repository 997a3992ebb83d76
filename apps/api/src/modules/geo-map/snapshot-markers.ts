import { MAP_MAX_MARKERS, SEVERITY, type GeoMarkersAnswer, type MapMarker } from '@nms/contract';
import { SNAPSHOT_ZOOM, type SnapshotCell } from './snapshot-cell';
import type { Bounds } from './repository';

const STATE_KEYS = { 1: 'critical', 2: 'major', 3: 'minor', 4: 'unknown', 5: 'normal' } as const;

const inView = (b: Bounds, lat: number, lng: number) =>
  lat >= b.bottom && lat <= b.top && (b.west <= b.east ? lng >= b.west && lng <= b.east : lng >= b.west || lng <= b.east);

interface Acc {
  cx: number;
  cy: number;
  n: number;
  latSum: number;
  lngSum: number;
  states: MapMarker['states'];
  worst: number | null;
}

/**
 * Markers of precision p (≤ the snapshot's zoom) from the snapshot: a snapshot tile is in the
 * view when its centre is, and tiles merge into their ancestor at zoom p. Counts at the view's
 * edges are those of whole ~10 km tiles; the device summary of the bounds stays exact.
 */
export function snapshotMarkers(cells: readonly SnapshotCell[], bounds: Bounds, precision: number): GeoMarkersAnswer {
  const shift = SNAPSHOT_ZOOM - precision;
  const groups = new Map<number, Acc>();
  let total = 0;
  for (const c of cells) {
    if (!inView(bounds, c.centreLat, c.centreLng)) continue;
    const cx = c.x >> shift;
    const cy = c.y >> shift;
    const id = cx * 2 ** 22 + cy;
    let g = groups.get(id);
    if (!g)
      groups.set(id, (g = { cx, cy, n: 0, latSum: 0, lngSum: 0, states: { critical: 0, major: 0, minor: 0, unknown: 0, normal: 0 }, worst: null }));
    g.n += c.n;
    g.latSum += c.latSum;
    g.lngSum += c.lngSum;
    total += c.n;
    const key = c.state === null ? undefined : STATE_KEYS[c.state as keyof typeof STATE_KEYS];
    if (key) {
      g.states[key] += c.n;
      g.worst = g.worst === null ? c.state : Math.min(g.worst, c.state!);
    }
  }
  const sorted = [...groups.values()].sort((a, b) => b.n - a.n || a.cx - b.cx || a.cy - b.cy);
  const data = sorted.slice(0, MAP_MAX_MARKERS).map((g) => ({
    key: `${precision}/${g.cx}/${g.cy}`,
    location: { lat: g.latSum / g.n, lng: g.lngSum / g.n },
    doc_count: g.n,
    state: g.worst ?? SEVERITY.unknown,
    states: g.states,
  }));
  return { data, total, truncated: sorted.length > MAP_MAX_MARKERS };
}
