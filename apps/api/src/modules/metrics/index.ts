export { databaseMetricStore, type MetricSample, type MetricStore } from './metric-store';
export { metricStoreFor } from './metric-store-for';
export { metricStorePlugin } from './metric-store-plugin';
export { counterRate, mbpsOf } from './counter-rate';
export { metricIngestRoutes } from './ingest-routes';
