import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';

/** Fastify's default: a plugin that takes longer than this failed the start ("did not start in time"). */
const FASTIFY_DEFAULT_PLUGIN_TIMEOUT_MS = 10_000;

describe('a start on a busy host (issue 30 item 9)', () => {
  it('waits for plugins slower than 10 s instead of failing the start', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database.db);
    // The database busy for longer than Fastify's plugin timeout, as on a starved host: the
    // start-up's plugins (sign-in keys, device index...) wait behind this one session.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let taken!: () => void;
    const held = new Promise<void>((r) => (taken = r));
    const busy = database.db.connection().execute(async () => {
      taken();
      await gate;
    });
    await held;
    const started = Date.now();
    const building = buildApp({ config: loadConfig({ SIMULATOR: 'off' }), database }).then(async (app) => {
      await app.ready();
      return app;
    });
    const slowFor = FASTIFY_DEFAULT_PLUGIN_TIMEOUT_MS + 1_000;
    setTimeout(release, slowFor).unref();
    try {
      const app = await building;
      expect(Date.now() - started).toBeGreaterThanOrEqual(slowFor);
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      await app.close();
    } finally {
      release();
      await busy;
      await database.close();
    }
  }, 180_000);
});
