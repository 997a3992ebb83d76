import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { saturate } from './event-loop-saturate';
import { authHeader, mintToken } from './tokens';

describe('load shedding', () => {
  let database: Database;
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    // The embedded engine, as started by server.ts with OVERLOAD_MAX_DB_QUEUE=50.
    database = await openDatabase({ dataDir: 'memory://', maxQueue: 50 });
    await migrate(database.db);
    const config = loadConfig({ SIMULATOR: 'off', OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '50' });
    app = await buildApp({ config, database, shedLoad: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers 503 with Retry-After while the event loop lags, and /healthz stays 200', async () => {
    const stop = saturate(300);
    try {
      await expect
        .poll(
          async () => {
            const res = await fetch(`${base}/api/v1.0/es/devices/all?limit=1`);
            const health = await fetch(`${base}/healthz`);
            return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json(), health: health.status };
          },
          { timeout: 20_000, interval: 50 },
        )
        .toEqual({
          status: 503,
          retryAfter: '2',
          body: { statusCode: 503, error: 'Service Unavailable', message: 'The server is busy, retry shortly.' },
          health: 200,
        });
    } finally {
      stop();
    }
    // Once the loop breathes again the same call is served (401: no token) rather than shed.
    await expect.poll(async () => (await fetch(`${base}/api/v1.0/es/devices/all?limit=1`)).status, { timeout: 10_000 }).toBe(401);
  }, 60_000);

  it('under a flood of database calls answers /healthz before the backlog drains and sheds calls past the queue bound', async () => {
    // Its own app without event-loop shedding: only the database queue bound is under test here.
    const plain = await buildApp({ config: loadConfig({ SIMULATOR: 'off' }), database });
    await plain.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(plain.server.address() as AddressInfo).port}`;
    const headers = authHeader(await mintToken(plain, { sub: 'op', groups: ['nmstools_operator'] }));
    const order: string[] = [];
    const flood = Array.from({ length: 300 }, (_, i) =>
      fetch(`${base}/api/v1.0/es/devices/all?limit=50&offset=${i}`, { headers }).then(async (r) => {
        order.push(r.status === 503 ? `503 ${r.headers.get('retry-after')} ${((await r.json()) as { message: string }).message}` : String(r.status));
      }),
    );
    // The backlog builds as fast as the requests arrive, slowly on a busy machine.
    await expect.poll(() => database.waiting(), { interval: 5, timeout: 30_000 }).toBeGreaterThan(10);
    const health = fetch(`${base}/healthz`).then((r) => order.push(`healthz ${r.status}`));
    await Promise.all([...flood, health]);
    await plain.close();
    expect(order.indexOf('healthz 200')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('healthz 200')).toBeLessThan(order.length - 1);
    expect(order).toContain('503 1 The database is busy, retry shortly.');
    expect(new Set(order)).toEqual(new Set(['200', 'healthz 200', '503 1 The database is busy, retry shortly.']));
  }, 60_000);
});
