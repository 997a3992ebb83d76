import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** One county (or county equivalent) of us-atlas, keyed by its 5-digit FIPS id (the map's GEOID). */
export interface AtlasCounty {
  geoid: string;
  name: string;
  /** 2-digit state FIPS id. */
  stateGeoid: string;
  stateName: string;
  /** Indexes into `counties` of the counties sharing a border with this one. */
  neighbours: number[];
}

interface TopoGeometry {
  id: string;
  type: string;
  arcs?: unknown;
  properties?: { name?: string };
}
interface Topology {
  objects: { counties: { geometries: TopoGeometry[] }; states: { geometries: TopoGeometry[] } };
}

/** Every arc index a geometry's rings use; a negative index ~i is arc i walked backwards. */
function arcIndexes(arcs: unknown, out: Set<number>): Set<number> {
  if (typeof arcs === 'number') out.add(arcs < 0 ? ~arcs : arcs);
  else if (Array.isArray(arcs)) for (const a of arcs) arcIndexes(a, out);
  return out;
}

/**
 * Counties that share an arc share a border (TopoJSON stores a shared border once): the same
 * rule topojson-client's neighbors() applies, without the dependency.
 */
function neighbourLists(geometries: TopoGeometry[]): number[][] {
  const byArc = new Map<number, number[]>();
  geometries.forEach((g, i) => {
    for (const arc of arcIndexes(g.arcs, new Set())) {
      const list = byArc.get(arc);
      if (list) list.push(i);
      else byArc.set(arc, [i]);
    }
  });
  const sets = geometries.map(() => new Set<number>());
  for (const list of byArc.values()) for (const a of list) for (const b of list) if (a !== b) sets[a].add(b);
  return sets.map((s) => [...s].sort((a, b) => a - b));
}

let cached: AtlasCounty[] | undefined;

/**
 * The counties of us-atlas (counties-10m.json, which also holds the states), in the file's
 * order, which is fixed for a given package version. Read with fs rather than a JSON import
 * so the 800 KB file is parsed once, on first use, and no bundler has to know about it.
 */
export function atlasCounties(): AtlasCounty[] {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const topo = JSON.parse(readFileSync(require.resolve('us-atlas/counties-10m.json'), 'utf8')) as Topology;
  const stateNames = new Map(topo.objects.states.geometries.map((g) => [g.id, g.properties?.name ?? g.id]));
  const geometries = topo.objects.counties.geometries;
  const neighbours = neighbourLists(geometries);
  cached = geometries.map((g, i) => ({
    geoid: g.id,
    name: g.properties?.name ?? g.id,
    stateGeoid: g.id.slice(0, 2),
    stateName: stateNames.get(g.id.slice(0, 2)) ?? g.id.slice(0, 2),
    neighbours: neighbours[i],
  }));
  return cached;
}
