import type { Kysely } from 'kysely';
import Provider, { errors, type Account, type ClientMetadata, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import { proxyTrust } from '../lib/proxy-trust';
import { findDemoUser } from './demo-users';
import { createOidcAdapterFactory } from './oidc-adapter';
import { answerDatabaseFaults } from './oidc-fault-answers';
import type { OidcKeys } from './oidc-keys';
import { errorPage, loggedOutPage, logoutPage } from './pages';
import { forwardedByTrustedProxies } from './provider-forwarding';
import { revokeSignedOutSession, sidInIdTokens } from './session-revocation';

/** Audience of the API's own JWT access tokens (service accounts, or a browser asking for one). */
export const API_AUDIENCE = 'nmstools-api';
/** Groups a service-account (client-credentials) token carries. */
export const SERVICE_GROUPS = ['nmstools_service'];

export const SCOPES = ['openid', 'profile', 'email', 'offline_access', 'groups'];

const HOUR = 3600;
const DAY = 24 * HOUR;
/** How long a sign-in session (and its refresh tokens) may live: a signed-out sid stays listed this long. */
export const SESSION_TTL_S = 14 * DAY;

/** The public path of the provider ('/oidc' for issuer http://host:port/oidc). */
export const issuerPath = (issuer: string) => new URL(issuer).pathname.replace(/\/$/, '');

/**
 * Resource indicator (RFC 8707) of the API: it must be an absolute URI, so it is the API's URL;
 * tokens for it carry the audience 'nmstools-api'. Service accounts get it by default.
 */
export const apiResourceIndicator = (config: Config) => `${config.publicUrl}/api`;

function account(username: string): Account | undefined {
  const user = findDemoUser(username);
  if (!user) return undefined;
  return {
    accountId: user.username,
    claims: () => ({
      sub: user.username,
      name: user.name,
      nickname: user.nickname,
      preferred_username: user.username,
      picture: user.picture,
      role: user.role,
      email: user.email,
      email_verified: true,
      groups: user.groups,
    }),
  };
}

export function spaClientMetadata(config: Config): ClientMetadata {
  const origins = [...new Set([config.publicUrl, 'http://127.0.0.1:5173', 'http://localhost:8080'])];
  return {
    client_id: config.oidc.clientId,
    client_name: 'NMS Tools',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    // The silent callback answers prompt=none sign-ins in the app's hidden frame (a reload).
    redirect_uris: origins.flatMap((o) => [`${o}/login/callback`, `${o}/login/silent-callback.html`]),
    post_logout_redirect_uris: origins.map((o) => `${o}/`),
    scope: SCOPES.join(' '),
  };
}

export function serviceClientMetadata(config: Config): ClientMetadata {
  return {
    client_id: config.oidc.serviceClientId,
    client_secret: config.oidc.serviceClientSecret,
    client_name: 'NMS Tools service account',
    grant_types: ['client_credentials'],
    response_types: [],
    redirect_uris: [],
    token_endpoint_auth_method: 'client_secret_basic',
  };
}

export interface ProviderOptions {
  config: Config;
  db: Kysely<DB>;
  keys: OidcKeys;
  onServerError?: (err: unknown) => void;
}

/** The embedded OpenID Connect provider (a Koa app), configured for NMS Tools. */
export function createOidcProvider({ config, db, keys, onServerError }: ProviderOptions): Provider {
  const base = issuerPath(config.oidc.issuer);
  const apiResource = apiResourceIndicator(config);
  const spaClientId = config.oidc.clientId;
  const serviceClientId = config.oidc.serviceClientId;

  const configuration: Configuration = {
    adapter: createOidcAdapterFactory(db),
    clients: [spaClientMetadata(config), serviceClientMetadata(config)],
    // The service account may authenticate with Basic or with the secret in the form body.
    clientAuthMethods: ['none', 'client_secret_basic', 'client_secret_post'],
    jwks: { keys: keys.signing as NonNullable<Configuration['jwks']>['keys'] },
    cookies: { keys: keys.cookieKeys, long: { httpOnly: true, sameSite: 'lax' }, short: { httpOnly: true, sameSite: 'lax' } },
    // With DEMO_USERS off the demo accounts are gone: their refresh tokens stop working too.
    findAccount: (_ctx, sub) => (config.access.demoUsers ? account(sub) : undefined),
    scopes: SCOPES,
    claims: {
      openid: ['sub'],
      profile: ['name', 'nickname', 'preferred_username', 'picture', 'role'],
      email: ['email', 'email_verified'],
      groups: ['groups'],
    },
    // The browser sends the ID token as its bearer, so the ID token carries the profile too.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `${base}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = loggedOutPage();
        },
      },
      resourceIndicators: {
        enabled: true,
        // Service accounts get API tokens without asking; the browser's access token stays the
        // one for userinfo unless it asks for the API resource.
        defaultResource: (_ctx, client, oneOf) => oneOf ?? (client.clientId === serviceClientId ? apiResource : undefined),
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== apiResource) throw new errors.InvalidTarget(`unknown resource '${resourceIndicator}'`);
          return {
            scope: 'api',
            audience: API_AUDIENCE,
            accessTokenFormat: 'jwt',
            accessTokenTTL: config.oidc.accessTokenTtlS,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    extraTokenClaims: (_ctx, token) => {
      if (token.kind === 'ClientCredentials') return { groups: SERVICE_GROUPS, nms_scopes: config.access.serviceClientScopes };
      const user = token.accountId ? findDemoUser(token.accountId) : undefined;
      return user ? { groups: user.groups, name: user.name, nickname: user.nickname, email: user.email } : undefined;
    },
    // The browser client always gets a refresh token (offline_access is dropped by the provider
    // unless prompt=consent is sent); it rotates on every use.
    issueRefreshToken: (_ctx, client, code) =>
      client.clientId === spaClientId || (client.grantTypeAllowed('refresh_token') && code.scopes.has('offline_access')),
    rotateRefreshToken: true,
    clientBasedCORS: (_ctx, origin, client) => origin !== 'null' && (client.redirectUris ?? []).some((uri) => URL.parse(uri)?.origin === origin),
    // ID and access tokens live ACCESS_TOKEN_TTL_S (10 min by default): the groups in them are taken
    // on trust that long, so it bounds how long a person removed from a group keeps its power. The
    // browser renews both with the refresh token before they expire.
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? config.oidc.accessTokenTtlS,
      AuthorizationCode: 60,
      ClientCredentials: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? config.oidc.accessTokenTtlS,
      IdToken: config.oidc.accessTokenTtlS,
      Interaction: HOUR,
      Session: SESSION_TTL_S,
      Grant: SESSION_TTL_S,
      // A rotated refresh token keeps the remaining lifetime of the one it replaces.
      RefreshToken: (ctx: KoaContextWithOIDC) => ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? SESSION_TTL_S,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(out.error_description ?? out.error, out.error);
    },
  };

  const provider = new Provider(config.oidc.issuer, configuration);
  answerDatabaseFaults(provider);
  // Koa's proxy mode believes every caller's X-Forwarded-*: off; only TRUST_PROXY's count (issue 30).
  provider.proxy = false;
  provider.use(forwardedByTrustedProxies(proxyTrust(config.trustProxy ?? [])));
  provider.on('server_error', (_ctx, err) => onServerError?.(err));
  sidInIdTokens(provider, spaClientId);
  // A sign-out on the provider's own page signs the app's tokens out too. The event does not wait
  // for its listeners, so the revocation is kept on the request and awaited before the answer goes.
  provider.on('end_session.success', (ctx: KoaContextWithOIDC) => {
    ctx.state.signOut = revokeSignedOutSession(db, ctx.oidc.session, SESSION_TTL_S).catch((err: unknown) => onServerError?.(err));
  });
  provider.use(async (ctx, next) => {
    await next();
    await (ctx.state.signOut as Promise<void> | undefined);
  });
  return provider;
}
