import type { FastifyInstance } from 'fastify';
import { createServer } from 'node:net';
import { decodeJwt, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestDatabase, routeTestEngines, type TestDatabase } from './test-databases';
import { adminToken, authHeader, demoClaims, mintToken, operatorToken, refresh, serviceAccountToken, signIn, type SignInResult } from './tokens';

const ME = '/api/v1.0/user/me';
const AUDIT = '/api/v1.0/admin/audit-log';
const DEVICES = '/api/v1.0/es/devices/all?limit=1';

const engines = await routeTestEngines();

describe.each(engines)('sign-in and bearer tokens (%s)', (engine) => {
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

  const me = (headers: Record<string, string> = {}) => app.inject({ url: ME, headers });

  const expect401 = async (headers: Record<string, string>, message: RegExp) => {
    const res = await me(headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    expect(res.json().message).toMatch(message);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer /);
    return res;
  };

  describe('refused tokens', () => {
    it('answers 401 without a token', async () => {
      await expect401({}, /^Missing bearer token/);
    });

    it('answers 401 to a malformed token or header', async () => {
      const res = await expect401(authHeader('not-a-jwt'), /^Invalid token: the token is not a well-formed JWT/);
      expect(res.headers['www-authenticate']).toContain('error="invalid_token"');
      await expect401({ authorization: 'Basic abc' }, /must be 'Bearer <token>'/);
    });

    it('answers 401 to a token signed by another key', async () => {
      const { privateKey } = await generateKeyPair('RS256');
      await expect401(authHeader(await mintToken(app, {}, { key: privateKey })), /signature is not valid/);
      await expect401(authHeader(await mintToken(app, {}, { key: privateKey, kid: 'other' })), /unknown key/);
    });

    it('answers 401 to a token from another issuer', async () => {
      await expect401(authHeader(await mintToken(app, {}, { issuer: 'https://evil.example/oidc' })), /not issued by/);
    });

    it('answers 401 to a token for another audience', async () => {
      await expect401(authHeader(await mintToken(app, {}, { audience: 'some-other-app' })), /audience/);
    });

    it('answers 401 to an expired token (beyond the 5 s tolerance)', async () => {
      await expect401(authHeader(await mintToken(app, {}, { expiresIn: -60 })), /expired/);
      expect((await me(authHeader(await mintToken(app, {}, { expiresIn: -2 })))).statusCode).toBe(200);
    });
  });

  describe('groups', () => {
    it('maps the token to request.user', async () => {
      const res = await me(authHeader(await operatorToken(app)));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        sub: 'operator',
        name: 'Olivia Operator',
        nickname: 'operator',
        email: 'operator@nmstools.example',
        groups: ['nmstools_operator'],
        isAdmin: false,
      });
      expect(res.json().picture).toMatch(/^data:image\/svg\+xml/);
    });

    it('answers 403 to an operator on an admin route', async () => {
      const res = await app.inject({ url: AUDIT, headers: authHeader(await operatorToken(app)) });
      expect(res.statusCode).toBe(403);
      // The role table's refusal names the missing role (issue 17), not a group.
      expect(res.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Needs the Admin role' });
    });

    it('lets an admin read the audit log', async () => {
      await database.db
        .insertInto('audit_log')
        .values([
          { at: 1000, user_name: 'operator', action: 'ping', device_names: ['DEV1'], outcome: 'success', detail: JSON.stringify({ ms: 3 }) },
          { at: 2000, user_name: 'admin', action: 'reboot', device_names: ['DEV2', 'DEV3'], outcome: 'failure', detail: null },
        ])
        .execute();
      const res = await app.inject({ url: `${AUDIT}?limit=1`, headers: authHeader(await adminToken(app)) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: [
          {
            id: expect.any(Number),
            at: 2000,
            userName: 'admin',
            actorSub: null,
            actorName: 'admin',
            action: 'reboot',
            deviceNames: ['DEV2', 'DEV3'],
            outcome: 'failure',
            detail: null,
            requestId: null,
            address: null,
            target: null,
            changes: null,
            apiToken: null,
          },
        ],
        total: 2,
        totalRelation: 'eq',
      });
      const bad = await app.inject({ url: `${AUDIT}?limit=abc`, headers: authHeader(await adminToken(app)) });
      expect(bad.statusCode).toBe(400);
    });

    it('lets any signed-in user list devices', async () => {
      const res = await app.inject({ url: DEVICES, headers: authHeader(await operatorToken(app)) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ data: [], total: 0 });
      expect((await app.inject({ url: DEVICES })).statusCode).toBe(401);
    });
  });

  describe('the embedded provider', () => {
    it('publishes discovery and keys', async () => {
      const res = await app.inject({ url: '/oidc/.well-known/openid-configuration' });
      expect(res.statusCode).toBe(200);
      const meta = res.json();
      expect(meta.issuer).toBe('http://127.0.0.1:8080/oidc');
      // Without TRUST_PROXY nobody's X-Forwarded-* count (proxy-trust.test.ts has a trusted proxy).
      const proxied = await app.inject({
        url: '/oidc/.well-known/openid-configuration',
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'nms.example.com' },
      });
      expect(proxied.json()).toMatchObject({ issuer: meta.issuer, token_endpoint: 'http://localhost/oidc/token' });
      expect(meta.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'offline_access', 'groups']));
      const jwks = await app.inject({ url: '/oidc/jwks' });
      expect(jwks.json().keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      expect(jwks.json().keys[0].d).toBeUndefined();
    });

    it('issues a service-account JWT through the client-credentials grant', async () => {
      const token = await serviceAccountToken(app);
      const claims = decodeJwt(token);
      expect(claims).toMatchObject({ aud: 'nmstools-api', iss: app.config.oidc.issuer, groups: ['nmstools_service'] });
      const res = await me(authHeader(token));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ sub: app.config.oidc.serviceClientId, groups: ['nmstools_service'], isAdmin: false });
      expect((await app.inject({ url: DEVICES, headers: authHeader(token) })).statusCode).toBe(200);
    });

    it('accepts the service secret in the form body and refuses a wrong one', async () => {
      const post = (form: Record<string, string>) =>
        app.inject({
          method: 'POST',
          url: '/oidc/token',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ grant_type: 'client_credentials', ...form }).toString(),
        });
      const { serviceClientId, serviceClientSecret } = app.config.oidc;
      const ok = await post({ client_id: serviceClientId, client_secret: serviceClientSecret });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().token_type).toBe('Bearer');
      const bad = await post({ client_id: serviceClientId, client_secret: 'wrong' });
      expect(bad.statusCode).toBe(401);
      expect(bad.json().error).toBe('invalid_client');
    });

    it('shows its own login page and refuses a wrong password', async () => {
      const result = await signIn(app, { username: 'operator', password: 'wrong' });
      expect('loginPage' in result).toBe(true);
      const html = (result as { loginPage: string }).loginPage;
      expect(html).toContain('<title>NMS Tools</title>');
      expect(html).toContain('Invalid username or password');
      expect(html).toMatch(/<input id="username"[^>]*value="operator"/);
      expect(html).toContain('id="password"');
      expect(html).toContain('<button type="submit">Sign in</button>');
    });

    let signedIn: SignInResult;

    it('signs a user in with the authorization-code + PKCE flow', async () => {
      signedIn = (await signIn(app, { username: 'operator', password: 'operator' })) as SignInResult;
      const { tokens } = signedIn;
      expect(tokens.id_token).toBeTruthy();
      expect(tokens.refresh_token).toBeTruthy();
      const claims = decodeJwt(tokens.id_token);
      expect(claims).toMatchObject({
        iss: app.config.oidc.issuer,
        aud: app.config.oidc.clientId,
        sub: 'operator',
        name: 'Olivia Operator',
        nickname: 'operator',
        email: 'operator@nmstools.example',
        role: 'Operator',
        groups: ['nmstools_operator'],
      });
      expect(claims.picture).toMatch(/^data:image\/svg\+xml/);

      const res = await me(authHeader(tokens.id_token));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ sub: 'operator', groups: ['nmstools_operator'], isAdmin: false });

      const userinfo = await app.inject({ url: '/oidc/me', headers: authHeader(tokens.access_token) });
      expect(userinfo.statusCode).toBe(200);
      expect(userinfo.json()).toMatchObject({ sub: 'operator', groups: ['nmstools_operator'] });
    });

    it('renews with the refresh token, which rotates', async () => {
      const first = await refresh(app, signedIn.tokens.refresh_token!);
      expect(first.statusCode).toBe(200);
      const renewed = first.json();
      expect(decodeJwt(renewed.id_token)).toMatchObject({ sub: 'operator', groups: ['nmstools_operator'] });
      expect(renewed.refresh_token).toBeTruthy();
      expect(renewed.refresh_token).not.toBe(signedIn.tokens.refresh_token);
      expect((await me(authHeader(renewed.id_token))).statusCode).toBe(200);
      // The rotated-out refresh token is spent; replaying it revokes the whole sign-in.
      const reused = await refresh(app, signedIn.tokens.refresh_token!);
      expect(reused.statusCode).toBe(400);
      expect(reused.json().error).toBe('invalid_grant');
      expect((await refresh(app, renewed.refresh_token)).json().error).toBe('invalid_grant');
    });

    it('signs an admin in, consenting for our own client without asking', async () => {
      const result = (await signIn(app, { username: 'admin', password: 'admin', prompt: 'consent' })) as SignInResult;
      expect(result.tokens.refresh_token).toBeTruthy();
      expect(decodeJwt(result.tokens.id_token).groups).toEqual(['nmstools_admin', 'nmstools_operator']);
      expect((await app.inject({ url: AUDIT, headers: authHeader(result.tokens.id_token) })).statusCode).toBe(200);
    });

    it('keeps sign-ins in the database: a second app on it accepts the tokens', async () => {
      const other = await buildApp({ config: loadConfig({ SIMULATOR: 'off', PORT: '8080' }), database });
      try {
        await other.ready();
        expect(other.embeddedOidc.keys.signing[0].kid).toBe(app.embeddedOidc.keys.signing[0].kid);
        expect((await other.inject({ url: ME, headers: authHeader(signedIn.tokens.id_token) })).statusCode).toBe(200);
        // Another process renews a sign-in this one started.
        const fresh = (await signIn(app, { username: 'operator', password: 'operator' })) as SignInResult;
        const renewed = await refresh(other, fresh.tokens.refresh_token!);
        expect(renewed.statusCode).toBe(200);
        expect(decodeJwt(renewed.json().id_token).sub).toBe('operator');
        const rows = await database.db.selectFrom('oidc_payloads').select('kind').execute();
        expect(rows.map((r) => r.kind)).toEqual(expect.arrayContaining(['Session', 'Grant', 'RefreshToken']));
      } finally {
        await other.close();
      }
    });
  });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

describe('an external issuer (OIDC_ISSUER)', () => {
  let issuerDb: TestDatabase;
  let apiDb: TestDatabase;
  let issuerApp: FastifyInstance;
  let api: FastifyInstance;

  beforeAll(async () => {
    // Another NMS Tools server, listening for real, plays the external identity provider.
    const port = await freePort();
    issuerDb = await createTestDatabase('pglite');
    issuerApp = await buildApp({ config: loadConfig({ SIMULATOR: 'off', PORT: String(port) }), database: issuerDb });
    await issuerApp.listen({ port, host: '127.0.0.1' });
    apiDb = await createTestDatabase('pglite');
    api = await buildApp({ config: loadConfig({ SIMULATOR: 'off', OIDC_ISSUER: issuerApp.config.oidc.issuer }), database: apiDb });
    await api.ready();
  });
  afterAll(async () => {
    await api?.close();
    await issuerApp?.close();
    await apiDb?.close();
    await issuerDb?.close();
  });

  it('runs no provider of its own', async () => {
    expect(api.hasDecorator('embeddedOidc')).toBe(false);
    expect((await api.inject({ url: '/oidc/.well-known/openid-configuration' })).statusCode).toBe(404);
  });

  it('verifies tokens against the discovered JWKS', async () => {
    const id = await mintToken(issuerApp, demoClaims('admin'));
    const res = await api.inject({ url: AUDIT, headers: authHeader(id) });
    expect(res.statusCode).toBe(200);
    const service = await serviceAccountToken(issuerApp);
    expect((await api.inject({ url: ME, headers: authHeader(service) })).statusCode).toBe(200);
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await mintToken(issuerApp, demoClaims('admin'), { key: privateKey });
    expect((await api.inject({ url: ME, headers: authHeader(forged) })).statusCode).toBe(401);
  });

  it('answers 503 while the issuer cannot be reached', async () => {
    const port = await freePort();
    const db = await createTestDatabase('pglite');
    const offline = await buildApp({
      config: loadConfig({ SIMULATOR: 'off', OIDC_ISSUER: `http://127.0.0.1:${port}/oidc` }),
      database: db,
    });
    try {
      const res = await offline.inject({ url: ME, headers: authHeader(await mintToken(issuerApp, demoClaims('operator'))) });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/could not be reached/);
    } finally {
      await offline.close();
      await db.close();
    }
  });
});
