import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { FreezableProxy } from './resilience-proxy';
import { createTestDatabase, isPostgresReachable, type TestDatabase } from './test-databases';
import { authHeader, mintToken } from './tokens';

const pgUp = await isPostgresReachable();
const LIST = '/api/v1.0/es/devices/all?limit=1';

async function appOver(database: Database): Promise<{ app: FastifyInstance; list: () => Promise<LightMyRequestResponse> }> {
  const app = await buildApp({ config: loadConfig({ SIMULATOR: 'off' }), database });
  const headers = authHeader(await mintToken(app, { sub: 'op', groups: ['nmstools_operator'] }));
  return { app, list: () => app.inject({ url: LIST, headers }) };
}

describe('embedded database queue (PGlite)', () => {
  it('refuses calls past the queue bound at once with 503 busy and Retry-After, and serves the rest', async () => {
    const database = await openDatabase({ dataDir: 'memory://', maxQueue: 4 });
    const { migrate } = await import('../src/db/migrate');
    await migrate(database.db);
    const { app, list } = await appOver(database);
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    // Hold the one session, as a long write would, while twelve requests arrive.
    const held = database.db.connection().execute(() => gate);
    const answers = Promise.all(Array.from({ length: 12 }, () => list()));
    await expect.poll(() => database.waiting()).toBeGreaterThanOrEqual(4);
    open();
    await held;
    const results = await answers;
    const busy = results.filter((r) => r.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const r of busy) {
      expect(r.headers['retry-after']).toBe('1');
      expect(r.json().message).toBe('The database is busy, retry shortly.');
    }
    expect(results.filter((r) => r.statusCode === 200).length).toBeGreaterThan(0);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 503)).toBe(true);
    await app.close();
    await database.close();
  });
});

describe.skipIf(!pgUp)('PostgreSQL pool and partitions', () => {
  let target: TestDatabase;
  beforeAll(async () => {
    target = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await target?.close();
  });

  it('answers a full pool with 503 "busy, retry" and Retry-After, not "unreachable"', async () => {
    const database = await openDatabase({ databaseUrl: target.url!, poolSize: 2, connectTimeoutMs: 300 });
    const { app, list } = await appOver(database);
    expect((await list()).statusCode).toBe(200);
    const held = [await database.pool!.connect(), await database.pool!.connect()];
    const res = await list();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable', message: 'The database is busy, retry shortly.' });
    for (const c of held) c.release();
    expect((await list()).statusCode).toBe(200);
    await app.close();
    await database.close();
  });

  it('fails requests in flight during a partition within the documented bound, then recovers', async () => {
    const url = new URL(target.url!);
    const proxy = new FreezableProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.port = String(await proxy.listen());
    const bounds = { connectTimeoutMs: 1000, statementTimeoutMs: 1000 };
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2, ...bounds });
    const { app, list } = await appOver(database);
    try {
      expect((await list()).statusCode).toBe(200);
      proxy.freeze();
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 4 }, () => list().then((r) => ({ r, ms: Date.now() - started }))));
      // docs/operations.md: connect timeout + statement timeout + 1 s grace = 3 s here.
      const bound = bounds.connectTimeoutMs + bounds.statementTimeoutMs + 1000;
      for (const { r, ms } of answers) {
        expect(r.statusCode).toBe(503);
        expect(r.headers['retry-after']).toBeDefined();
        expect(ms).toBeLessThan(bound + 2000); // scheduling slack on a busy machine
      }
      proxy.thaw();
      await expect.poll(async () => (await list()).statusCode, { timeout: 10_000 }).toBe(200);
    } finally {
      await app.close();
      await database.close();
      await proxy.close();
    }
  }, 30_000);
});
