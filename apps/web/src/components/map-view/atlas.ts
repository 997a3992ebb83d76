import type { FeatureCollection, Geometry } from 'geojson';
import type { Topology } from 'topojson-specification';
import { feature, mesh } from 'topojson-client';
import { unwrapGeometry } from './antimeridian';

/**
 * The base map's geometry, drawn from the world-atlas and us-atlas TopoJSON files bundled with the
 * app (no tile server). Each file is a lazy chunk: the world and the states load with the map, the
 * 840 kB county file only when a view first needs counties. Ids are the atlases' own: FIPS codes,
 * 2 digits for a state, 5 for a county, which is what power-outage GEOIDs join on.
 */
export type Areas = FeatureCollection<Geometry, { name?: string }>;
export type Lines = FeatureCollection<Geometry>;

interface TopoFile {
  default: unknown;
}

const once = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((e: unknown) => {
      pending = undefined; // a failed chunk load may be retried
      throw e;
    });
    return pending;
  };
};

const topo = (m: TopoFile) => m.default as Topology;
const areas = (t: Topology, object: string): Areas => feature(t, t.objects[object]) as unknown as Areas;
/** Shared borders once (no double-drawn lines), as one multi-line feature. */
const borders = (t: Topology, object: string): Lines => ({
  type: 'FeatureCollection',
  features: [{ type: 'Feature', properties: {}, geometry: mesh(t, t.objects[object] as never, (a, b) => a !== b) }],
});

export const loadWorld = once(async () => {
  const [land, countries] = await Promise.all([import('world-atlas/land-110m.json'), import('world-atlas/countries-110m.json')]);
  const world = areas(topo(land), 'land');
  // Shared borders never cross the antimeridian; land rings (Russia, Fiji, Antarctica) do.
  world.features = world.features.map((f) => ({ ...f, geometry: unwrapGeometry(f.geometry) }));
  return { land: world, countryBorders: borders(topo(countries), 'countries') };
});

export const loadStates = once(async () => {
  const t = topo(await import('us-atlas/states-10m.json'));
  return { states: areas(t, 'states'), stateBorders: borders(t, 'states') };
});

export const loadCounties = once(async () => {
  const t = topo(await import('us-atlas/counties-10m.json'));
  return { counties: areas(t, 'counties'), countyBorders: borders(t, 'counties') };
});
