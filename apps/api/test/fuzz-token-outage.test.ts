import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { createPostgresDatabase, isPostgresReachable } from './postgres-admin';
import { FreezableProxy } from './resilience-proxy';

/**
 * Issue 30 item 8: whatever a client sends to the token endpoint while the database is down, the
 * answer is the client's error (4xx) or 503 with Retry-After, never 500.
 */
const pgUp = await isPostgresReachable();
const engines = pgUp ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

const text = fc.oneof(fc.constantFrom('', 'nmstools-web', 'nmstools-service', 'x'), fc.string({ maxLength: 20 }));
const form = fc.record(
  {
    grant_type: fc.constantFrom('refresh_token', 'authorization_code', 'client_credentials', 'password', '', 'urn:x'),
    client_id: text,
    client_secret: text,
    refresh_token: text,
    code: text,
    code_verifier: fc.string({ minLength: 43, maxLength: 60 }),
    redirect_uri: fc.constantFrom('http://127.0.0.1:8080/login/callback', 'x'),
    scope: fc.constantFrom('openid', 'api', 'openid offline_access'),
  },
  { requiredKeys: [] },
);
const basic = fc.option(
  fc.tuple(text, text).map(([id, secret]) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`),
  { nil: undefined },
);

describe.each(engines)('fuzz: the token endpoint during a database outage (%s)', (engine) => {
  let database: Database;
  let app: FastifyInstance;
  let proxy: FreezableProxy | undefined;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (engine === 'postgres') {
      const created = await createPostgresDatabase();
      drop = created.drop;
      const url = new URL(created.url);
      proxy = new FreezableProxy({ host: url.hostname, port: Number(url.port || 5432) });
      url.port = String(await proxy.listen());
      database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    } else database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database.db);
    app = await buildApp({ config: loadConfig({ SIMULATOR: 'off', API_RATE_LIMIT_PER_MINUTE: '0' }), database });
    await app.ready();
    // The outage: PostgreSQL's link pulled (connections refused), or the embedded engine gone.
    if (proxy) await proxy.close();
    else await database.pglite!.close();
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => {});
    await drop?.();
  });

  it('answers 4xx or 503 with Retry-After, never 500', async () => {
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(form, basic, async (fields, authorization) => {
        const res = await app.inject({
          method: 'POST',
          url: '/oidc/token',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...(authorization && { authorization }) },
          payload: new URLSearchParams(fields as Record<string, string>).toString(),
        });
        seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode !== 503) expect(res.statusCode).toBeLessThan(500);
        else {
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
          expect(res.json()).toMatchObject({ error: 'temporarily_unavailable' });
        }
      }),
      { numRuns: 60 },
    );
    process.stdout.write(`token endpoint in an outage (${engine}): ${JSON.stringify(Object.fromEntries(seen))}\n`);
    expect(seen.get(503)).toBeGreaterThan(0);
  }, 120_000);
});
