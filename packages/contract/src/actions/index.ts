export * from './bulk-actions';
export * from './action-schemas';
export * from './device-actions';
export * from './action-results';
export * from './real-device-support';
export * from './action-support';
