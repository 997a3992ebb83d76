import { MAP_DISCOVERED_QUERY, type SummaryCounts } from '@nms/contract';
import { Bitset, type DeviceIndex, type NumberColumn, type CountView, summaryOf, type Match, type DeviceStore, MAP_TILE_ZOOM } from '../device-index';
import { tileCentre, type SnapshotCell } from './snapshot-cell';
import type { Bounds } from './repository';

const coordinates = (store: DeviceStore) => ({
  lat: (store.column('latitude') as NumberColumn).values,
  lng: (store.column('longitude') as NumberColumn).values,
});

type TilePart = Pick<SnapshotCell, 'x' | 'y' | 'state' | 'centreLat' | 'centreLng'>;
/** Tile keys parsed, centres included: the same tiles come back at every version, and parsing was most of a read. */
const parsedKeys = new Map<string, TilePart>();
/** Past this many keys the map starts over: zoom 12 has 1.7 × 10⁷ tiles, a fleet sits in far fewer (13,000 keys at 100k devices). */
const PARSED_KEYS_MAX = 500_000;

function tilePart(key: string): TilePart {
  let part = parsedKeys.get(key);
  if (!part) {
    if (parsedKeys.size >= PARSED_KEYS_MAX) parsedKeys.clear();
    const [x, y, state] = key.split('/').map(Number);
    const c = tileCentre(x, y);
    parsedKeys.set(key, (part = { x, y, state: Number.isNaN(state) ? null : state, centreLat: c.lat, centreLng: c.lng }));
  }
  return part;
}

function cell(key: string, n: number, latSum: number, lngSum: number): SnapshotCell {
  const p = tilePart(key);
  return { x: p.x, y: p.y, state: p.state, n, latSum, lngSum, centreLat: p.centreLat, centreLng: p.centreLng };
}

/** The default view's cells from its count view: one step per tile, no device visited. */
export function cellsOfView(view: CountView): SnapshotCell[] {
  const cells: SnapshotCell[] = [];
  view.groups().forEach((t, key) => cells.push(cell(key!, t[0], t[6], t[7])));
  return cells;
}

/** A query's cells by one pass over its matches in memory. */
export function cellsOfMatch(store: DeviceStore, match: Match): SnapshotCell[] {
  const { lat, lng } = coordinates(store);
  const shift = 22 - MAP_TILE_ZOOM;
  const sums = new Map<string, [number, number, number]>();
  match.bits().forEach((slot) => {
    if (Number.isNaN(lat[slot]) || Number.isNaN(lng[slot])) return;
    const key = `${store.tiles.x.values[slot] >> shift}/${store.tiles.y.values[slot] >> shift}/${store.state(slot)}`;
    const s = sums.get(key);
    if (s) {
      s[0]++;
      s[1] += lat[slot];
      s[2] += lng[slot];
    } else sums.set(key, [1, lat[slot], lng[slot]]);
  });
  return [...sums].map(([key, [n, latSum, lngSum]]) => cell(key, n, latSum, lngSum));
}

/** The slots whose coordinates are inside the bounds: one tight loop over two number columns, no closure per device. */
function inBoundsBits(store: DeviceStore, b: Bounds): Bitset {
  const { lat, lng } = coordinates(store);
  const bits = new Bitset(store.capacity);
  const words = bits.words;
  const across = b.west > b.east;
  for (let slot = 0; slot < lat.length; slot++) {
    const y = lat[slot];
    const x = lng[slot];
    // NaN (no coordinates) fails every comparison, as NULL fails SQL's ranges.
    if (y >= b.bottom && y <= b.top && (across ? x >= b.west || x <= b.east : x >= b.west && x <= b.east)) words[slot >>> 5] |= 1 << (slot & 31);
  }
  return bits;
}

/**
 * Devices per state inside the bounds among a query's matches, as boundsSummaryStatement and
 * stateCounts give them: the matches AND the in-bounds slots, counted against the per-state sets.
 */
export const boundsSummaryOf = (store: DeviceStore, match: Match, b: Bounds): SummaryCounts =>
  summaryOf(store, match.bits().and(inBoundsBits(store, b)));

/**
 * The map snapshot's cells (devices per ~10 km tile and state) from the device index: the
 * default view from its count view, any other query by one pass over its matches. Undefined
 * when SQL must answer. Unmemoised: index-answers.ts keeps them per index version.
 */
export async function indexSnapshotCells(index: DeviceIndex | undefined, query: string): Promise<SnapshotCell[] | undefined> {
  if (query === MAP_DISCOVERED_QUERY) {
    const view = await index?.view('mapTiles');
    if (view) return cellsOfView(view);
  }
  const found = await index?.matcher(query);
  return found && cellsOfMatch(found.store, found.match);
}

/** The device summary of the bounds among a query's matches from the index, or undefined when SQL must answer. */
export async function indexBoundsSummary(index: DeviceIndex | undefined, query: string, b: Bounds): Promise<SummaryCounts | undefined> {
  const found = await index?.matcher(query);
  return found && boundsSummaryOf(found.store, found.match, b);
}
