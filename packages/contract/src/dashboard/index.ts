export * from './network-tree';
export * from './hierarchy';
export * from './alert-count';
export * from './geo-map';
export * from './power-outage';
export * from './summary-cards';
