export * from './records';
export * from './usage';
export * from './derive';
export * from './live';
