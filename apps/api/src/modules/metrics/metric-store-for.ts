import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { databaseMetricStore, type MetricStore } from './metric-store';
import { prometheusMetricStore } from './prometheus-store';

/** The store METRIC_STORE names: `database` (default) or `prometheus` at PROMETHEUS_URL. */
export function metricStoreFor(config: Pick<Config, 'metricStore'>, db: Kysely<DB>): MetricStore {
  const c = config.metricStore;
  if (c?.kind === 'prometheus') return prometheusMetricStore({ url: c.prometheusUrl, writeUrl: c.remoteWriteUrl });
  return databaseMetricStore(db);
}
