import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, demoClaims, mintToken } from '../../test/tokens';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/test-databases';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { hashKey, revoke, tokenKey } from './revoked-tokens';

const engines = await testEngines();

describe.each(engines)('a remembered token is still refused once revoked (%s)', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildApp({ config: loadConfig({ SIMULATOR: 'off', PORT: '8080' }), database });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const me = (token: string) => app.inject({ url: '/api/v1.0/user/me', headers: authHeader(token) });

  it('refuses a revoked token on the very next request although its signature check is remembered', async () => {
    const token = await mintToken(app, { ...demoClaims('operator'), jti: 'cached-then-revoked' });
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    await revoke(app.db, [tokenKey('cached-then-revoked')], Date.now() + 3_600_000, 'operator');
    const refused = await me(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Invalid token: this session was signed out');
  });

  it('refuses a revoked token without ids (listed by its hash) on the very next request', async () => {
    const token = await mintToken(app, demoClaims('viewer'));
    expect((await me(token)).statusCode).toBe(200);
    await revoke(app.db, [hashKey(token)], Date.now() + 3_600_000, 'viewer');
    expect((await me(token)).statusCode).toBe(401);
  });
});
