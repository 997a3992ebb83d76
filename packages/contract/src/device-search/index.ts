export * from './device-search';
export * from './em7';
export * from './diagnostics';
