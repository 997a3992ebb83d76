export { deviceKeysOf } from './alertmanager-map';
export { devicesByKeys } from './device-keys';
export { ingestWebhookAuth } from './ingest-auth';
export { alertIngestRoutes } from './routes';
