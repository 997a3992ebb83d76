import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestDatabase, testEngines, type TestDatabase } from './test-databases';
import { authHeader, demoClaims, mintToken } from './tokens';

const engines = await testEngines();

describe.each(engines)('API rate limit on %s', (engine) => {
  let app: FastifyInstance;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildApp({
      config: loadConfig({ SIMULATOR: 'off', PORT: '8080', API_RATE_LIMIT_PER_MINUTE: '3', LOGIN_MAX_ADDRESS_FAILURES: '3', LOGIN_LOCKOUT_S: '60' }),
      database,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const me = (headers: Record<string, string>, remoteAddress = '10.1.0.1') =>
    app.inject({ method: 'GET', url: '/api/v1.0/user/me', headers, remoteAddress });

  it('answers 429 with Retry-After and a clear message past the limit of one token, not of another', async () => {
    const first = authHeader(await mintToken(app, demoClaims('operator')));
    const second = authHeader(await mintToken(app, demoClaims('viewer')));
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await me(first)).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
    const limited = await me(first);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(limited.json().message).toMatch(/^Too many requests: at most 3 API requests a minute per token/);
    // Same address, another token: its own bucket.
    expect((await me(second)).statusCode).toBe(200);
  });

  it('limits callers without a token by address', async () => {
    for (let i = 0; i < 3; i++) expect((await me({}, '10.1.0.2')).statusCode).toBe(401);
    expect((await me({}, '10.1.0.2')).statusCode).toBe(429);
    expect((await me({}, '10.1.0.3')).statusCode).toBe(401);
  });

  it('limits callers sending a new made-up bearer token each time by address', async () => {
    const made = (i: number) => ({ authorization: `Bearer made-up-${i}-${Math.random().toString(36).slice(2)}` });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await me(made(i), '10.1.0.7')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // A real token from that address still has its own bucket, from its first request on.
    const real = authHeader(await mintToken(app, { ...demoClaims('operator'), jti: randomUUID() }));
    expect((await me(real, '10.1.0.7')).statusCode).toBe(200);
    expect((await me(real, '10.1.0.7')).statusCode).toBe(200);
  });

  it("counts unknown API tokens per address and then refuses that address's API tokens with 429", async () => {
    const bad = (i: number, remoteAddress = '10.1.0.5') =>
      app.inject({ method: 'GET', url: '/api/v1.0/user/me', headers: { authorization: `Bearer nmst_guess${i}` }, remoteAddress });
    for (let i = 0; i < 3; i++) expect((await bad(i)).statusCode).toBe(401);
    // The failure is counted after the answer is sent; until then the address's own bucket
    // (3 a minute here) may answer 429 first, with its own words.
    await vi.waitFor(async () => expect((await bad(9)).json().message).toContain('Too many unknown or revoked API tokens'), { timeout: 10_000 });
    const locked = await bad(10);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(locked.json().message).toContain('Too many unknown or revoked API tokens from this address');
    expect((await bad(11, '10.1.0.6')).statusCode).toBe(401);
    // A JWT from the locked address is not affected.
    expect((await me(authHeader(await mintToken(app, demoClaims('admin'))), '10.1.0.5')).statusCode).toBe(200);
  });

  it('leaves health checks and pages outside the API alone', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await app.inject({ method: 'GET', url: '/healthz', remoteAddress: '10.1.0.4' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/app-config.json', remoteAddress: '10.1.0.4' })).statusCode).toBe(200);
    }
  });
});
