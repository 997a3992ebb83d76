import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair } from 'jose';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { storedOidcId } from '../src/auth/oidc-adapter';
import { loadConfig } from '../src/config';
import { MIGRATIONS_DIR } from '../src/db/migrate';
import { currentSecretsKeyring, useSecretsKeyring } from '../src/lib/secrets/keyring';
import { reportSecret } from '../src/modules/reports/link';
import { snmpSecretKey } from '../src/modules/snmp/secret-box';
import { createTestDatabase, testEngines, type TestDatabase } from './test-databases';
import { refresh, signIn, type SignInResult } from './tokens';

const engines = await testEngines();
const config = () => loadConfig({ SIMULATOR: 'off', PORT: '8080' });

/** Every stored secret row as text, as someone holding a copy of the database reads it. */
async function storedText(database: TestDatabase): Promise<string> {
  const { rows } = await sql<{ t: string }>`
    SELECT (SELECT coalesce(string_agg(name || '=' || value, ' '), '') FROM app_secrets)
      || ' ' || (SELECT coalesce(string_agg(id || '=' || material::text, ' '), '') FROM oidc_keys)
      || ' ' || (SELECT coalesce(string_agg(id || '=' || payload::text, ' '), '') FROM oidc_payloads) AS t`.execute(database.db);
  return rows[0].t;
}

async function started(database: TestDatabase): Promise<FastifyInstance> {
  const app = await buildApp({ config: config(), database });
  await app.ready();
  return app;
}

describe.each(engines)('secrets at rest (%s)', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const keyring = currentSecretsKeyring();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await started(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  afterEach(() => useSecretsKeyring(keyring));

  it('keeps no clear private key, cookie key, SNMP key or report key in the database', async () => {
    const signing = app.embeddedOidc.keys.signing[0];
    const plain = [
      String(signing.d),
      String(signing.p),
      app.embeddedOidc.keys.cookieKeys[0],
      (await snmpSecretKey(database.db, undefined)).toString('hex'),
      await reportSecret(database.db, undefined),
    ];
    const text = await storedText(database);
    for (const value of plain) {
      expect(value.length).toBeGreaterThan(20);
      expect(text).not.toContain(value);
    }
  });

  it('stores refresh tokens and sessions by hash, and refresh still works', async () => {
    const signedIn = (await signIn(app, { username: 'operator', password: 'operator' })) as SignInResult;
    const token = signedIn.tokens.refresh_token!;
    const session = /_session=([^;]+)/.exec(signedIn.jar.header('/oidc/auth'))?.[1];
    expect(session).toBeTruthy();
    const text = await storedText(database);
    expect(text).not.toContain(token);
    expect(text).not.toContain(session);
    const renewed = await refresh(app, token);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(await storedText(database)).not.toContain(renewed.json().refresh_token);
    expect((await refresh(app, renewed.json().refresh_token)).statusCode).toBe(200);
  });

  it('refuses to start with another secrets key, naming the cause', async () => {
    useSecretsKeyring({ current: randomBytes(32), previous: [], source: 'test: another key' });
    await expect(started(database)).rejects.toThrow(/sealed with another secrets key.*SECRETS_KEY/s);
  });

  it('rotates: the previous key still opens, and the rows are sealed again under the new one', async () => {
    const next = randomBytes(32);
    useSecretsKeyring({ current: next, previous: [keyring.current], source: 'test: rotation' });
    const rotated = await started(database);
    const kid = rotated.embeddedOidc.keys.signing[0].kid;
    await rotated.close();
    expect(kid).toBe(app.embeddedOidc.keys.signing[0].kid);
    useSecretsKeyring({ current: next, previous: [], source: 'test: after rotation' });
    const after = await started(database);
    await after.close();
    useSecretsKeyring({ current: keyring.current, previous: [], source: 'test: the old key alone' });
    await expect(started(database)).rejects.toThrow(/sealed with another secrets key/);
    useSecretsKeyring({ current: keyring.current, previous: [next], source: 'test: back' });
    await (await started(database)).close();
  });
});

describe.each(engines)('an existing database with clear secrets (%s)', (engine) => {
  let database: TestDatabase;
  afterAll(async () => database?.close());

  it('keeps working: the clear rows are sealed on start and open to the same values', async () => {
    database = await createTestDatabase(engine);
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: 'old-kid', alg: 'RS256', use: 'sig' };
    const report = randomBytes(32).toString('hex');
    const cookie = randomBytes(32).toString('base64url');
    await sql`INSERT INTO oidc_keys (id, kind, material, created_at) VALUES
      ('jwk-0001', 'jwk', ${JSON.stringify(jwk)}::text::jsonb, 1),
      ('cookie-0001', 'cookie', ${JSON.stringify({ secret: cookie })}::text::jsonb, 1)`.execute(database.db);
    await sql`INSERT INTO app_secrets (name, value, created_at) VALUES ('report-link-hmac', ${report}, 1)`.execute(database.db);
    const app = await started(database);
    try {
      expect(app.embeddedOidc.keys.signing[0]).toMatchObject({ kid: 'old-kid', d: jwk.d });
      expect(app.embeddedOidc.keys.cookieKeys).toEqual([cookie]);
      const text = await storedText(database);
      for (const value of [jwk.d!, cookie, report]) expect(text).not.toContain(value);
      expect(await reportSecret(database.db, undefined)).toBe(report);
      // A sign-in stored before migration 035 (clear id, id in the payload) is hashed by it and still refreshes.
      const signedIn = (await signIn(app, { username: 'operator', password: 'operator' })) as SignInResult;
      const token = signedIn.tokens.refresh_token!;
      await sql`UPDATE oidc_payloads SET id = ${token}, payload = payload || jsonb_build_object('jti', ${token}::text)
        WHERE kind = 'RefreshToken' AND id = ${storedOidcId(token)}`.execute(database.db);
      expect(await storedText(database)).toContain(token);
      const migration = readFileSync(join(MIGRATIONS_DIR, '035-secrets-at-rest.sql'), 'utf8');
      await sql.raw(/^UPDATE oidc_payloads[^;]*;/m.exec(migration)![0]).execute(database.db);
      expect(await storedText(database)).not.toContain(token);
      const renewed = await refresh(app, token);
      expect(renewed.statusCode, renewed.body).toBe(200);
    } finally {
      await app.close();
    }
  });
});
