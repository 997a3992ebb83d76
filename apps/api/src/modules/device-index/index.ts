export { Bitset } from './bitset';
export { NumberColumn, TextColumn } from './columns';
export { CountView } from './count-view';
export { groupCountsOf, indexSummary, stateRowsOf, summaryOf } from './counts';
export { DeviceIndex } from './device-index';
export { compileMatcher, type Match } from './matcher';
export { deviceIndexPlugin } from './plugin';
export { DeviceStore } from './store';
export { type DeviceIndexView, MAP_TILE_ZOOM } from './views';
