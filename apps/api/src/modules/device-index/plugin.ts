import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DeviceIndex } from './device-index';
import { DEVICE_INDEX_VIEWS } from './views';

declare module 'fastify' {
  interface FastifyInstance {
    /** Undefined when DEVICE_INDEX=off: every count is then SQL's. */
    deviceIndex: DeviceIndex | undefined;
  }
}

/**
 * One device index per process, loaded in the background once the server is ready (a million
 * devices take seconds; SQL answers until then), woken by the change feed's device records and
 * stopped when it closes.
 */
export const deviceIndexPlugin = fp(async (app: FastifyInstance) => {
  const settings = app.config.deviceIndex ?? { enabled: true, pollMs: 10_000 };
  if (!settings.enabled) {
    app.decorate('deviceIndex', undefined);
    return;
  }
  const index = new DeviceIndex(app.db, { pollMs: settings.pollMs, log: app.log });
  for (const [name, spec] of Object.entries(DEVICE_INDEX_VIEWS)) index.defineView(name, spec);
  app.decorate('deviceIndex', index);
  // Woken by the change feed: a device written on any process is read within the feed's delay.
  app.live.subscribe((change) => {
    if (change.topic === 'device') index.wake();
  });
  app.live.onResync(() => index.wake());
  app.addHook('onReady', () => {
    index.start().catch((err: unknown) => app.log.warn({ err }, 'device index: first load failed; SQL answers'));
  });
  app.addHook('onClose', () => index.stop());
});
