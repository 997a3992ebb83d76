export * from './live-stream';
export * from './live-events';
export * from './live-event-schemas';
