export * from './device-details';
export * from './event-lists';
export * from './change-log';
