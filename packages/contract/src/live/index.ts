export * from './live-stream';
