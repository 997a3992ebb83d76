export { MapView, MapOverlay, mapIsLive, type MapHost, type MapViewProps } from './map-view';
export { MAP_SLOTS, type MapTheme } from './base-style';
export { loadCounties, loadStates } from './atlas';
export { apiBounds, type ApiBounds } from './map-bounds';
