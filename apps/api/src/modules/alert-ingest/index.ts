export { deviceKeysOf } from './alertmanager-map';
export { devicesByKeys } from './device-keys-repository';
export { ingestWebhookAuth } from './ingest-auth';
export { alertIngestRoutes } from './routes';
