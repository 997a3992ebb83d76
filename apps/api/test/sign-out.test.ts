import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { hashKey } from '../src/auth/revoked-tokens';
import { loadConfig } from '../src/config';
import { createTestDatabase, routeTestEngines, type TestDatabase } from './test-databases';
import { authHeader, demoClaims, mintToken, refresh, serviceAccountToken, signIn, type SignInResult } from './tokens';

const ME = '/api/v1.0/user/me';
const LOGOUT = '/api/v1.0/user/logout';

const engines = await routeTestEngines();

describe.each(engines)('sign-out revokes tokens (%s)', (engine) => {
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

  const me = (token: string) => app.inject({ url: ME, headers: authHeader(token) });
  const logout = (token: string) => app.inject({ method: 'POST', url: LOGOUT, headers: authHeader(token) });
  const signedIn = async (username: string) => {
    const result = await signIn(app, { username, password: username });
    if (!('tokens' in result)) throw new Error('sign-in refused');
    return result as SignInResult;
  };
  const signOuts = async (sub: string) =>
    (await app.db.selectFrom('audit_log').select(['action', 'actor_sub']).where('action', '=', 'sign-out').where('actor_sub', '=', sub).execute())
      .length;

  it("puts the session id in the app's ID tokens, refreshed ones too", async () => {
    const { tokens } = await signedIn('viewer');
    const sid = decodeJwt(tokens.id_token).sid;
    expect(sid).toEqual(expect.any(String));
    const renewed = await refresh(app, tokens.refresh_token!);
    expect(renewed.statusCode).toBe(200);
    expect(decodeJwt(renewed.json().id_token).sid).toBe(sid);
  });

  it('POST /user/logout refuses the token and every token of its session afterwards, and is audited', async () => {
    const { tokens } = await signedIn('operator');
    const before = await signOuts('operator');
    expect((await me(tokens.id_token)).statusCode).toBe(200);
    const res = await logout(tokens.id_token);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const after = await me(tokens.id_token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Invalid token: this session was signed out');
    // The provider's session and its grant ended too: the refresh token renews nothing.
    expect((await refresh(app, tokens.refresh_token!)).statusCode).toBe(400);
    expect(await signOuts('operator')).toBe(before + 1);
    // Another sign-in of the same person is a new session and works.
    const again = await signedIn('operator');
    expect((await me(again.tokens.id_token)).statusCode).toBe(200);
  });

  it('POST /user/logout ends the provider session: the next sign-in asks for the password', async () => {
    const { tokens, jar } = await signedIn('admin');
    expect((await logout(tokens.id_token)).statusCode).toBe(204);
    const url = `/oidc/auth?${new URLSearchParams({
      client_id: app.config.oidc.clientId,
      redirect_uri: `${app.config.publicUrl}/login/callback`,
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    })}`;
    const auth = await app.inject({ url, headers: { cookie: jar.header(url) } });
    const interaction = String(auth.headers.location);
    expect(interaction).toContain('/oidc/interaction/');
    const page = await app.inject({
      url: new URL(interaction, 'http://x').pathname,
      headers: {
        cookie: [auth.headers['set-cookie'] ?? []]
          .flat()
          .map((c) => c.split(';')[0])
          .join('; '),
      },
    });
    expect(page.body).toContain('id="password"');
  });

  it('lists a token with neither sid nor jti by its hash, until it expires', async () => {
    const token = await mintToken(app, demoClaims('engineer'));
    expect((await logout(token)).statusCode).toBe(204);
    const row = await app.db.selectFrom('revoked_tokens').select(['key', 'expires_at']).where('key', '=', hashKey(token)).executeTakeFirst();
    expect(row?.expires_at).toBe((decodeJwt(token).exp as number) * 1000);
  });

  it('refuses a token with neither sid nor jti after its sign-out, and only that token', async () => {
    // Its own nonce: a token minted in the same second as the test above's would be that very (revoked) token.
    const token = await mintToken(app, { ...demoClaims('engineer'), nonce: 'this token' });
    const other = await mintToken(app, { ...demoClaims('engineer'), nonce: 'another token' });
    expect((await logout(token)).statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('revokes a service token by its jti until it expires', async () => {
    const token = await serviceAccountToken(app);
    const { jti, exp } = decodeJwt(token);
    expect((await logout(token)).statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
    const row = await app.db.selectFrom('revoked_tokens').select('expires_at').where('key', '=', `jti:${jti}`).executeTakeFirst();
    expect(row?.expires_at).toBe((exp as number) * 1000);
  });

  it("a sign-out on the provider's page revokes the app's tokens of that session", async () => {
    const { tokens, jar } = await signedIn('admin');
    expect((await me(tokens.id_token)).statusCode).toBe(200);
    const endUrl = `/oidc/session/end?${new URLSearchParams({ id_token_hint: tokens.id_token, client_id: app.config.oidc.clientId })}`;
    const page = await app.inject({ url: endUrl, headers: { cookie: jar.header(endUrl) } });
    jar.store(page.headers['set-cookie']);
    expect(page.statusCode).toBe(200);
    const action = /<form[^>]*id="op.logoutForm"[^>]*action="([^"]+)"|<form[^>]*action="([^"]+)"[^>]*id="op.logoutForm"/.exec(page.body);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
    const url = new URL((action?.[1] ?? action?.[2])!.replace(/&#38;|&amp;/g, '&'), 'http://localhost').pathname;
    const confirm = await app.inject({
      method: 'POST',
      url,
      headers: { cookie: jar.header(url), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }).toString(),
    });
    expect([200, 302, 303]).toContain(confirm.statusCode);
    const after = await me(tokens.id_token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Invalid token: this session was signed out');
  });

  it('answers 401 to a sign-out without a token', async () => {
    expect((await app.inject({ method: 'POST', url: LOGOUT })).statusCode).toBe(401);
  });
});
