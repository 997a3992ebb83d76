import { createServer, type RequestListener } from 'node:http';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createSchedules } from '../src/modules/pam-suspend/service';
import { createTestDatabase, testEngines, type TestDatabase } from './test-databases';

const engines = await testEngines();

/**
 * server.ts binds the port before it builds the app (serverFactory), so Fastify never runs its
 * onListen hooks there. The PAM lifecycle job must still run in such a server: without it a
 * schedule stays 'pendsus' forever and the console never reads 'PAM Suspended'.
 */
describe.each(engines)('PAM lifecycle in a server bound before the app on %s', (engine) => {
  const closers: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  it("confirms a pending schedule ('sus') without app.listen", async () => {
    const database: TestDatabase = await createTestDatabase(engine);
    closers.push(() => database.close());
    await database.db.insertInto('devices').values({ name: 'bf-1', state: 5, class_name: 'Router' }).execute();
    const now = Math.floor(Date.now() / 1000);
    await createSchedules(
      database.db,
      [{ device_name: 'bf-1', info: 'bind first', start_time: now, end_time: now + 3 * 3600 }],
      { sub: 't', name: 't' },
      now,
    );
    const stored = async () =>
      (await sql<{ status: string }>`SELECT status FROM pam_suspend_schedules WHERE device_name = 'bf-1'`.execute(database.db)).rows[0]?.status;
    expect(await stored()).toBe('pendsus');

    // As server.ts does: the socket listens first, the app is built on it and made ready.
    const server = createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    closers.push(() => new Promise((r) => server.close(r)));
    const app = await buildApp({
      config: loadConfig({ SIMULATOR: 'off', PORT: '8080' }),
      database,
      serverFactory: (handler: RequestListener) => {
        server.on('request', handler);
        return server;
      },
    });
    closers.push(() => app.close());
    await app.ready();
    await expect.poll(stored, { timeout: 20_000 }).toBe('sus');
  }, 60_000);
});
