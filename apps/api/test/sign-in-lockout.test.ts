import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { loginForm } from './login-form';
import { refresh, signIn } from './tokens';
import { createTestDatabase, testEngines, type TestDatabase } from './test-databases';

const engines = await testEngines();
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

describe.each(engines)('sign-in lockout on %s', (engine) => {
  let app: FastifyInstance;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    // A 2 s lockout the test can wait out; no slow-down wait, so 20 failures stay quick.
    const config = loadConfig({ SIMULATOR: 'off', PORT: '8080', LOGIN_LOCKOUT_S: '2', LOGIN_FAILURE_DELAY_MS: '0' });
    app = await buildApp({ config, database });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('20 failed sign-ins answer 429 with Retry-After; the right password is refused until the lockout ends', async () => {
    const form = await loginForm(app, '10.0.0.1');
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 20; i++) {
      last = await form.post('operator', `wrong-${i}`);
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(statuses.slice(4)).toEqual(Array(16).fill(429));
    expect(Number(last!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(last!.body).toContain('Too many failed sign-in attempts');

    const refused = await form.post('operator', 'operator');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();

    await wait(2100);
    const ok = await form.post('operator', 'operator');
    expect(ok.statusCode).toBe(303);

    const { rows } = await sql<{ outcome: string; n: number }>`
      SELECT outcome, count(*)::int AS n FROM audit_log WHERE action = 'sign-in' AND actor_name = 'operator' GROUP BY outcome`.execute(app.db);
    const n = Object.fromEntries(rows.map((r) => [r.outcome, Number(r.n)]));
    expect(n.failure).toBe(21);
    expect(n.success).toBe(1);
  });

  it('locks an address out after 20 failures across user names, other addresses still sign in', async () => {
    const form = await loginForm(app, '10.0.0.2');
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await form.post(`nobody-${i}`, 'x')).statusCode);
    expect(statuses.slice(0, 19)).toEqual(Array(19).fill(200));
    expect(statuses[19]).toBe(429);
    expect((await form.post('admin', 'admin')).statusCode).toBe(429);
    expect((await (await loginForm(app, '10.0.0.3')).post('admin', 'admin')).statusCode).toBe(303);
    await wait(2100);
    expect((await form.post('admin', 'admin')).statusCode).toBe(303);
  });

  it('locks the token endpoint after wrong client secrets, the right secret included', async () => {
    const { serviceClientId: id, serviceClientSecret: secret } = app.config.oidc;
    const token = (authorization: string, extra: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/oidc/token',
        remoteAddress: '10.0.0.4',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'client_credentials', ...extra }).toString(),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await token(basic(id, `wrong-${i}`))).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const locked = await token(basic(id, secret));
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(locked.json().error).toBe('too_many_requests');
    // The secret in the form body does not dodge the lock.
    expect((await token('', { client_id: id, client_secret: secret })).statusCode).toBe(429);
    await wait(2100);
    expect((await token(basic(id, secret))).statusCode).toBe(200);
  });

  it('failed authentication of the public web client locks no one out of code exchange or refresh', async () => {
    const bogus = (authorization: string) =>
      app.inject({
        method: 'POST',
        url: '/oidc/token',
        remoteAddress: '10.0.0.5',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'nothing' }).toString(),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await bogus(basic(app.config.oidc.clientId, 'x'))).statusCode);
    expect(statuses).toEqual(Array(6).fill(401));

    // Someone else (another address) signs in, exchanges the code and refreshes as usual.
    const signedIn = await signIn(app, { username: 'viewer', password: 'viewer' });
    if (!('tokens' in signedIn)) throw new Error('sign-in refused');
    const renewed = await refresh(app, String(signedIn.tokens.refresh_token));
    expect(renewed.statusCode).toBe(200);

    // The address rule stays: 20 failures from one address lock that address.
    for (let i = 0; i < 14; i++) statuses.push((await bogus(basic(app.config.oidc.clientId, 'x'))).statusCode);
    expect(statuses.slice(6)).toEqual([...Array(13).fill(401), 429]);
    expect((await refresh(app, String(renewed.json().refresh_token))).statusCode).toBe(200);
  });
});

describe.each(engines)('demo users switched off on %s', (engine) => {
  let app: FastifyInstance;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildApp({ config: loadConfig({ SIMULATOR: 'off', PORT: '8080', DEMO_USERS: 'false' }), database });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('does not print the demo passwords and refuses them', async () => {
    const form = await loginForm(app, '10.0.1.1');
    expect(form.page).not.toContain('Demo sign-in');
    const res = await form.post('operator', 'operator');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Invalid username or password');
  });
});
