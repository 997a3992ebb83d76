import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SignJWT, importJWK, type CryptoKey, type JWK, type KeyObject } from 'jose';
import { findDemoUser } from '../src/auth/demo-users';

/**
 * Tokens for API tests. `mintToken` signs with the embedded provider's stored key, so the API
 * accepts the result exactly like a token from a real sign-in; `signIn` and
 * `serviceAccountToken` go through the provider's real flows.
 */

export interface MintOptions {
  /** Defaults to the app's issuer. */
  issuer?: string;
  /** Defaults to the browser client id (an ID token's audience). */
  audience?: string | string[];
  /** Lifetime in seconds from now; negative for a token that has already expired. Default 3600. */
  expiresIn?: number;
  /** When it was issued (iat), epoch seconds; default now. */
  issuedAt?: number;
  /** Sign with this key instead of the provider's (a forged token). */
  key?: CryptoKey | KeyObject | JWK;
  kid?: string;
}

export async function mintToken(app: FastifyInstance, claims: Record<string, unknown> = {}, opts: MintOptions = {}): Promise<string> {
  if (!app.hasDecorator('embeddedOidc')) throw new Error('mintToken needs the embedded sign-in provider (no OIDC_ISSUER)');
  const stored = app.embeddedOidc.keys.signing[0];
  const given = opts.key;
  const key = !given
    ? await importJWK(stored, 'RS256')
    : 'kty' in given && typeof given.kty === 'string'
      ? await importJWK(given as JWK, 'RS256')
      : given;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sub: 'operator', ...claims })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: opts.kid ?? stored.kid })
    .setIssuer(opts.issuer ?? app.config.oidc.issuer)
    .setAudience(opts.audience ?? app.config.oidc.clientId)
    .setIssuedAt(opts.issuedAt ?? now)
    .setExpirationTime(now + (opts.expiresIn ?? 3600))
    .sign(key as CryptoKey | KeyObject);
}

export const authHeader = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

/** The ID-token claims of a demo user ('operator', 'admin'). */
export function demoClaims(username: string): Record<string, unknown> {
  const u = findDemoUser(username);
  if (!u) throw new Error(`no demo user ${username}`);
  const { name, nickname, email, picture, role, groups } = u;
  return { sub: u.username, name, nickname, email, picture, role, groups };
}

export const operatorToken = (app: FastifyInstance) => mintToken(app, demoClaims('operator'));
export const adminToken = (app: FastifyInstance) => mintToken(app, demoClaims('admin'));

/** A client-credentials access token of the service account, from POST /oidc/token. */
export async function serviceAccountToken(app: FastifyInstance): Promise<string> {
  const { serviceClientId, serviceClientSecret } = app.config.oidc;
  const res = await app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: {
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(serviceClientId)}:${encodeURIComponent(serviceClientSecret)}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
  });
  if (res.statusCode !== 200) throw new Error(`client_credentials failed: ${res.statusCode} ${res.body}`);
  return res.json().access_token as string;
}

/** Cookies by name and path, as a browser keeps them between `inject` calls. */
export class CookieJar {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();

  store(setCookie: string | string[] | undefined): void {
    for (const line of [setCookie ?? []].flat()) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const attr = (k: string) => attrs.find((a) => a.toLowerCase().startsWith(`${k}=`))?.slice(k.length + 1);
      const path = attr('path') ?? '/';
      const expires = attr('expires');
      const expired = value === '' || (expires !== undefined && Date.parse(expires) <= Date.now()) || attr('max-age') === '0';
      if (expired) this.cookies.delete(`${name};${path}`);
      else this.cookies.set(`${name};${path}`, { name, value, path });
    }
  }

  header(url: string): string {
    const path = new URL(url, 'http://x').pathname;
    return [...this.cookies.values()]
      .filter((c) => path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }
}

export interface SignInResult {
  /** The answer of POST /oidc/token (id_token, access_token, refresh_token...). */
  tokens: Record<string, unknown> & { id_token: string; access_token: string; refresh_token?: string };
  /** The provider's cookies (session) after the sign-in. */
  jar: CookieJar;
}

export interface SignInOptions {
  username: string;
  password: string;
  scope?: string;
  prompt?: string;
}

const pathOf = (location: string) => {
  const u = new URL(location, 'http://localhost');
  return `${u.pathname}${u.search}`;
};

/**
 * The browser's authorization-code + PKCE sign-in, driven through `inject`: /oidc/auth, the
 * login form, the redirects back to /login/callback, then the code exchange at /oidc/token.
 * Resolves with the login page HTML instead when the password is refused.
 */
export async function signIn(app: FastifyInstance, opts: SignInOptions): Promise<SignInResult | { loginPage: string }> {
  const { clientId } = app.config.oidc;
  const redirectUri = `${app.config.publicUrl}/login/callback`;
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(8).toString('hex');
  const jar = new CookieJar();

  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { cookie: jar.header(url) } });
    jar.store(res.headers['set-cookie']);
    return res;
  };

  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: opts.scope ?? 'openid profile email offline_access groups',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce: randomBytes(8).toString('hex'),
    ...(opts.prompt ? { prompt: opts.prompt } : {}),
  });
  let res = await get(`/oidc/auth?${params}`);
  let code: string | undefined;
  for (let hops = 0; hops < 10 && !code; hops++) {
    if (res.statusCode !== 303 && res.statusCode !== 302) throw new Error(`unexpected ${res.statusCode}: ${res.body.slice(0, 300)}`);
    const location = String(res.headers.location);
    if (location.startsWith(redirectUri)) {
      const back = new URL(location).searchParams;
      if (back.get('error')) throw new Error(`sign-in error: ${back.get('error')} ${back.get('error_description')}`);
      if (back.get('state') !== state) throw new Error('state mismatch');
      code = back.get('code') ?? undefined;
      break;
    }
    res = await get(pathOf(location));
    if (res.statusCode === 200 && res.body.includes('id="password"')) {
      const action = /<form method="post" action="([^"]+)"/.exec(res.body)?.[1].replace(/&#38;/g, '&');
      if (!action) throw new Error('login form without action');
      res = await app.inject({
        method: 'POST',
        url: action,
        headers: { cookie: jar.header(action), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username: opts.username, password: opts.password }).toString(),
      });
      jar.store(res.headers['set-cookie']);
      if (res.statusCode === 200) return { loginPage: res.body };
    }
  }
  if (!code) throw new Error('no authorization code came back');

  const token = await app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: verifier,
    }).toString(),
  });
  if (token.statusCode !== 200) throw new Error(`code exchange failed: ${token.statusCode} ${token.body}`);
  return { tokens: token.json(), jar };
}

/** Exchanges a refresh token of the browser client at /oidc/token. */
export async function refresh(app: FastifyInstance, refreshToken: string) {
  return app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: app.config.oidc.clientId,
    }).toString(),
  });
}
