import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { loginForm } from './login-form';
import { createTestDatabase, routeTestEngines, type TestDatabase } from './test-databases';

const engines = await routeTestEngines();

/** The reverse proxies of this test: one elsewhere, one on this host (HAProxy beside the API). */
const PROXY = '10.9.0.1';

/** Issue 30 item 2: X-Forwarded-* count only when the socket is a TRUST_PROXY address. */
describe.each(engines)('proxy trust on %s', (engine) => {
  let app: FastifyInstance;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const config = loadConfig({
      SIMULATOR: 'off',
      PORT: '8080',
      TRUST_PROXY: `${PROXY}, 127.0.0.1`,
      LOGIN_FAILURE_DELAY_MS: '0',
      LOGIN_MAX_ADDRESS_FAILURES: '5',
      LOGIN_LOCKOUT_S: '60',
      API_RATE_LIMIT_PER_MINUTE: '5',
    });
    app = await buildApp({ config, database });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const auditAddresses = async (name: string) => {
    const { rows } = await sql<{ address: string | null }>`
      SELECT address FROM audit_log WHERE action = 'sign-in' AND actor_name = ${name}`.execute(app.db);
    return [...new Set(rows.map((r) => r.address))];
  };
  const me = (remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/v1.0/user/me', remoteAddress, headers });

  it('a rotating or prefixed X-Forwarded-For from a caller that is no proxy dodges neither the address lockout nor the audit', async () => {
    const form = await loginForm(app, '10.2.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await form.post(`probe-${i}`, 'x', { 'x-forwarded-for': `198.51.100.${i}` })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    // A locked address does not sign in again by naming another one first (or last).
    expect((await form.post('admin', 'admin', { 'x-forwarded-for': '6.6.6.6, 10.2.0.77' })).statusCode).toBe(429);
    expect((await form.post('admin', 'admin', { 'x-forwarded-for': '10.2.0.1, 6.6.6.6' })).statusCode).toBe(429);
    expect(await auditAddresses('probe-0')).toEqual(['10.2.0.1']);
  });

  it('a rotating X-Forwarded-For from a caller that is no proxy does not dodge the rate limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await me('10.2.0.3', { 'x-forwarded-for': `6.6.6.${i}` })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('behind a TRUST_PROXY address the forwarded caller counts: its own lockout, rate limit and audit address', async () => {
    // HAProxy appends the caller it saw; what the caller wrote before it is not believed.
    const via = (client: string) => ({ 'x-forwarded-for': `6.6.6.6, ${client}` });
    const form = await loginForm(app, PROXY);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await form.post(`relayed-${i}`, 'x', via('203.0.113.7'))).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect(await auditAddresses('relayed-0')).toEqual(['203.0.113.7']);
    // Another caller through the same proxy is not locked out with it.
    expect((await form.post('admin', 'admin', via('203.0.113.8'))).statusCode).toBe(303);

    const limited: number[] = [];
    for (let i = 0; i < 6; i++) limited.push((await me(PROXY, via('203.0.113.9'))).statusCode);
    expect(limited).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await me(PROXY, via('203.0.113.10'))).statusCode).toBe(401);
  });

  it('the sign-in provider follows X-Forwarded-Proto and -Host from a proxy only', async () => {
    const discovery = (remoteAddress: string) =>
      app.inject({
        url: '/oidc/.well-known/openid-configuration',
        remoteAddress,
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'nms.example.com' },
      });
    const direct = (await discovery('10.2.0.4')).json();
    // A direct caller's URLs follow its Host header (inject's 'localhost'), never its X-Forwarded-*.
    expect(direct).toMatchObject({ issuer: 'http://127.0.0.1:8080/oidc', token_endpoint: 'http://localhost/oidc/token' });
    expect((await discovery(PROXY)).json().token_endpoint).toBe('https://nms.example.com/oidc/token');
  });

  it('/metrics still answers only direct loopback callers when the local proxy is trusted', async () => {
    expect((await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    // Relayed by the balancer on this host: the scrape came from elsewhere.
    const relayed = await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(relayed.statusCode).toBe(403);
    const spoofed = await app.inject({ url: '/metrics', remoteAddress: '10.2.0.5', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(spoofed.statusCode).toBe(403);
  });
});
