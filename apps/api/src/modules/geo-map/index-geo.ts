import { MAP_DISCOVERED_QUERY } from '@nms/contract';
import type { DeviceIndex } from '../device-index/device-index';
import type { NumberColumn } from '../device-index/columns';
import type { CountView } from '../device-index/count-view';
import type { Match } from '../device-index/matcher';
import type { DeviceStore } from '../device-index/store';
import { MAP_TILE_ZOOM } from '../device-index/views';
import { tileCentre, type SnapshotCell } from './snapshot-cell';
import type { Bounds } from './repository';

const coordinates = (store: DeviceStore) => ({
  lat: (store.column('latitude') as NumberColumn).values,
  lng: (store.column('longitude') as NumberColumn).values,
});

export interface StateRow {
  state: number | null;
  n: number;
}

function cell(key: string, n: number, latSum: number, lngSum: number): SnapshotCell {
  const [x, y, state] = key.split('/').map(Number);
  const c = tileCentre(x, y);
  return { x, y, state: Number.isNaN(state) ? null : state, n, latSum, lngSum, centreLat: c.lat, centreLng: c.lng };
}

/** The default view's cells from its count view: one step per tile, no device visited. */
export const cellsOfView = (view: CountView): SnapshotCell[] => [...view.groups()].map(([key, t]) => cell(key!, t[0], t[6], t[7]));

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

/** (state, devices) inside the bounds among a query's matches, as boundsSummaryStatement reads them. */
export function boundsStateCountsOf(store: DeviceStore, match: Match, b: Bounds): StateRow[] {
  const { lat, lng } = coordinates(store);
  const inLng = b.west <= b.east ? (v: number) => v >= b.west && v <= b.east : (v: number) => v >= b.west || v <= b.east;
  const byState = new Map<number | null, number>();
  match.bits().forEach((slot) => {
    if (!(lat[slot] >= b.bottom && lat[slot] <= b.top && inLng(lng[slot]))) return;
    const state = Number.isNaN(store.state(slot)) ? null : store.state(slot);
    byState.set(state, (byState.get(state) ?? 0) + 1);
  });
  return [...byState].map(([state, n]) => ({ state, n }));
}

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

/** (state, devices) inside the bounds among a query's matches from the index, or undefined when SQL must answer. */
export async function indexBoundsStateCounts(index: DeviceIndex | undefined, query: string, b: Bounds): Promise<StateRow[] | undefined> {
  const found = await index?.matcher(query);
  return found && boundsStateCountsOf(found.store, found.match, b);
}
