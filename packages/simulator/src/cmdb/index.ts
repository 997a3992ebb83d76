export * from './catalog';
export * from './locations';
export * from './derive';
