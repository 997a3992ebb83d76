export * from './live-stream';
export * from './live-events';
