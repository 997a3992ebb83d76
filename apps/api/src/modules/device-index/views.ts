import { MAP_DISCOVERED_QUERY } from '@nms/contract';
import { NumberColumn } from './columns';
import type { ViewSpec } from './device-index';
import type { DeviceStore } from './store';

/** Zoom of the map snapshot's tiles (geo-map/cell-snapshot.ts); the store keeps zoom-22 tiles. */
export const MAP_TILE_ZOOM = 12;

/** `x/y/state` of a mapped device's zoom-12 tile; no key for a device without coordinates. */
const mapTileKey = (store: DeviceStore) => {
  const lat = store.column('latitude') as NumberColumn;
  const lng = store.column('longitude') as NumberColumn;
  const shift = 22 - MAP_TILE_ZOOM;
  return (slot: number) =>
    Number.isNaN(lat.values[slot]) || Number.isNaN(lng.values[slot])
      ? []
      : [`${store.tiles.x.values[slot] >> shift}/${store.tiles.y.values[slot] >> shift}/${store.state(slot)}`];
};

/**
 * The groupings screens read on every refresh, kept as count views: the Summary View cards
 * (per product category), and the sunburst slices (installed devices per category, circuits
 * per DSL type, devices per US state) — each the same rows as its SQL in network-tree/repository.ts —
 * and the Geo Map's default view per ~10 km tile and state, with coordinate sums for the centres.
 */
export const DEVICE_INDEX_VIEWS = {
  categories: { groupBy: 'product_category' },
  installedCategories: { groupBy: 'product_category', filter: 'NOT provisionStatus:PEND' },
  dslType: { groupBy: 'dsl_type', filter: 'dslType:*' },
  stateUSA: { groupBy: 'state_usa', filter: 'stateUSA:*' },
  mapTiles: { groupBy: mapTileKey, filter: MAP_DISCOVERED_QUERY, sums: ['latitude', 'longitude'] },
} satisfies Record<string, ViewSpec>;

export type DeviceIndexView = keyof typeof DEVICE_INDEX_VIEWS;
