export * from './device-details';
export * from './event-lists';
export * from './change-log';
export * from './network-event-fields';
export * from './syslog';
