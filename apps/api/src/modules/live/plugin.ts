import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dropCaches } from '../../lib/cache-drops';
import { LiveBus } from './live-bus';
import { parseLiveChange } from './live-change';
import { liveRecords, liveResyncs } from './live-metrics';
import type { Listener } from './pg-listener';
import { listenPostgres } from './pg-listener';
import { listenPglite } from './pglite-listener';

declare module 'fastify' {
  interface FastifyInstance {
    /** The change feed: every committed write of any process, as records (live-change.ts). */
    live: LiveBus;
  }
}

/**
 * One listener per process on channel nms_live, feeding the process's bus. Registered right
 * after the database, so every later plugin and route can subscribe; listening before the app
 * serves, so nothing is cached that a missed record should have dropped.
 */
export const livePlugin = fp(async (app: FastifyInstance) => {
  const bus = new LiveBus(app.log);
  // The process's caches follow every record (lib/cache-drops.ts), and all drop after a gap.
  bus.subscribe(dropCaches);
  bus.onResync(() => dropCaches(undefined));
  const onPayload = (payload: string) => {
    const change = parseLiveChange(payload);
    if ('error' in change) {
      liveRecords.inc({ topic: 'bad' });
      app.log.warn({ error: change.error, payload: payload.slice(0, 200) }, 'live: malformed change record skipped');
      return;
    }
    liveRecords.inc({ topic: change.topic });
    bus.publish(change);
  };
  const onGap = () => {
    liveResyncs.inc();
    bus.resync();
  };
  const { database } = app;
  let listener: Listener | undefined;
  if (database.pglite) listener = await listenPglite(database.pglite, { onPayload });
  else if (database.pool) listener = await listenPostgres(database.pool.options.connectionString!, { onPayload, onGap, log: app.log });
  app.decorate('live', bus);
  app.addHook('onClose', async () => listener?.stop());
});
