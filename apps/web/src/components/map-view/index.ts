export { MapView, MapOverlay, mapIsLive } from './map-view';
export { MAP_SLOTS } from './base-style';
export { loadCounties, loadStates } from './atlas';
export { apiBounds, type ApiBounds } from './map-bounds';
