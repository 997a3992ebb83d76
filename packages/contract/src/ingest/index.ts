export * from './ingest-answer';
export * from './device-ingest';
export * from './inventory-ingest';
export * from './metrics';
