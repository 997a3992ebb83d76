import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MetricStore } from './metric-store';
import { metricStoreFor } from './metric-store-for';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where device series are written and read (METRIC_STORE): the charts, the metrics ingest and the action panel share it. */
    metricStore: MetricStore;
  }
}

export const metricStorePlugin = fp(async (app: FastifyInstance) => {
  app.decorate('metricStore', metricStoreFor(app.config, app.db));
});
