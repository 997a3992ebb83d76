import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startHarness, type Harness } from './api-harness';
import { routeTestEngines } from './test-databases';
import { authHeader, mintToken, refresh, signIn, type SignInResult } from './tokens';

/*
 * Issue 30 item 4: power follows the identity provider. A personal API token never has more than
 * its owner's roles as last seen at sign-in (a later sign-in without a group narrows it at once);
 * its owner may always revoke it; the embedded issuer's tokens live ACCESS_TOKEN_TTL_S, which
 * bounds how long a demoted admin's browser keeps its power.
 */

const engines = await routeTestEngines();
const API = '/api/v1.0';
const ADMIN_GROUPS = ['nmstools_admin', 'nmstools_operator'];
const now = () => Math.floor(Date.now() / 1000);

describe.each(engines)('a personal token follows its owner (%s)', (engine) => {
  let h: Harness;
  /** A token of 'boss' as the identity provider would issue it at a sign-in `ago` seconds back. */
  const boss = async (groups: string[], ago: number) =>
    authHeader(await mintToken(h.app, { sub: 'boss', nickname: 'boss', name: 'Bo Boss', groups }, { issuedAt: now() - ago }));
  const call = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
    h.app.inject({ method: method as 'GET', url: `${API}${url}`, headers, ...(payload ? { payload } : {}) });
  const me = async (headers: Record<string, string>) => (await call('GET', '/user/me', headers)).json();
  const reboot = (headers: Record<string, string>) => call('GET', '/action/device/rebootCisco?device_name=POWER-NONE', headers);

  beforeAll(async () => {
    h = await startHarness(engine);
  });
  afterAll(() => h?.close());

  it('a later sign-in without the admin group narrows the personal token at once; an older token does not widen it again', async () => {
    const asAdmin = await boss(ADMIN_GROUPS, 120);
    expect((await me(asAdmin)).isAdmin).toBe(true);
    const made = await call('POST', '/admin/api-tokens', asAdmin, { kind: 'personal', name: 'boss laptop', scopes: ['read', 'actions'] });
    expect(made.statusCode, made.body).toBe(201);
    const token = authHeader(made.json().secret);
    expect((await me(token)).permissions).toEqual(['read', 'troubleshoot', 'pam', 'acknowledge', 'secured-actions']);
    expect((await reboot(token)).statusCode).not.toBe(403);

    // The provider took boss out of the admin group: the next sign-in says so.
    const demoted = await boss(['nmstools_operator'], 60);
    expect((await me(demoted)).isAdmin).toBe(false);
    const narrowed = await me(token);
    expect(narrowed.roles).not.toContain('admin');
    expect(narrowed.permissions).toEqual(['read', 'troubleshoot', 'pam', 'acknowledge']);
    const refused = await reboot(token);
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'Needs the Engineer role']);
    expect((await call('GET', '/admin/api-tokens', demoted)).statusCode).toBe(403);

    // The token of the earlier sign-in, still unexpired, is no later sign-in: the token stays narrowed.
    expect((await me(asAdmin)).isAdmin).toBe(true);
    expect((await me(token)).permissions).toEqual(['read', 'troubleshoot', 'pam', 'acknowledge']);
    // Signed in again as admin: the token gets back what it was made with, never more.
    await me(await boss(ADMIN_GROUPS, 0));
    expect((await me(token)).permissions).toEqual(['read', 'troubleshoot', 'pam', 'acknowledge', 'secured-actions']);
  });

  it('its owner revokes it without the admin role; nobody else may', async () => {
    const asAdmin = await boss(ADMIN_GROUPS, 30);
    await me(asAdmin);
    const made = (await call('POST', '/admin/api-tokens', asAdmin, { kind: 'personal', name: 'boss script', scopes: ['read'] })).json();
    const others = (await call('POST', '/admin/api-tokens', h.admin, { kind: 'personal', name: 'admin script', scopes: ['read'] })).json();
    const demoted = await boss(['nmstools_operator'], 0);
    await me(demoted);
    expect((await call('DELETE', `/admin/api-tokens/${made.id}`, demoted)).statusCode).toBe(403);

    const mine = await call('GET', '/user/api-tokens', demoted);
    expect(mine.statusCode, mine.body).toBe(200);
    const ids = mine.json().data.map((t: { id: number; ownerSub: string }) => [t.id, t.ownerSub]);
    expect(ids).toContainEqual([made.id, 'boss']);
    expect(ids.every(([, owner]: [number, string]) => owner === 'boss')).toBe(true);

    const notMine = await call('DELETE', `/user/api-tokens/${others.id}`, demoted);
    expect([notMine.statusCode, notMine.json().message]).toEqual([404, `no API token ${others.id} of yours`]);
    const revoked = await call('DELETE', `/user/api-tokens/${made.id}`, demoted);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ id: made.id, status: 'revoked', revokedBy: 'boss' });
    expect((await call('GET', '/user/me', authHeader(made.secret))).statusCode).toBe(401);
    expect((await call('GET', '/user/me', authHeader(others.secret))).statusCode).toBe(200);
  });

  it("the embedded issuer's tokens live ACCESS_TOKEN_TTL_S (600 s by default), renewed ones too", async () => {
    const result = (await signIn(h.app, { username: 'operator', password: 'operator' })) as SignInResult;
    const life = (jwt: string) => {
      const { iat, exp } = decodeJwt(jwt);
      return exp! - iat!;
    };
    expect(life(result.tokens.id_token)).toBe(600);
    expect(result.tokens.expires_in).toBe(600);
    const renewed = (await refresh(h.app, result.tokens.refresh_token!)).json();
    expect([life(renewed.id_token), renewed.expires_in]).toEqual([600, 600]);
  });
});

describe('ACCESS_TOKEN_TTL_S', () => {
  it('is read from the environment, and refuses a lifetime too short for the browser to renew in time', () => {
    expect(loadConfig({ ACCESS_TOKEN_TTL_S: '300' }).oidc.accessTokenTtlS).toBe(300);
    expect(loadConfig({}).oidc.accessTokenTtlS).toBe(600);
    expect(() => loadConfig({ ACCESS_TOKEN_TTL_S: '60' })).toThrow('ACCESS_TOKEN_TTL_S must be at least 120');
  });
});
