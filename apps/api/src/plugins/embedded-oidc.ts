import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { interactionRoutes } from '../auth/interaction-routes';
import { LoginLockout } from '../auth/login-lockout';
import { purgeExpiredOidcPayloads } from '../auth/oidc-adapter';
import { loadOidcKeys, type OidcKeys } from '../auth/oidc-keys';
import { apiResourceIndicator, createOidcProvider } from '../auth/oidc-provider';
import { tokenEndpointLockout } from '../auth/token-endpoint-lockout';
import { currentSecretsKeyring } from '../lib/secrets/keyring';

export interface EmbeddedOidc {
  provider: Provider;
  issuer: string;
  /** Signing keys (private, newest first) and their public JWKS; the auth plugin verifies with them. */
  keys: OidcKeys;
  /** Resource indicator of the API (audience 'nmstools-api'). */
  apiResource: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when the server runs its own sign-in provider (no OIDC_ISSUER). */
    embeddedOidc: EmbeddedOidc;
  }
}

/** The provider's mount point inside this server; the public issuer path may differ behind a proxy. */
const MOUNT = '/oidc';
const PURGE_EVERY_MS = 10 * 60_000;

/**
 * The embedded OpenID Connect provider (oidc-provider, a Koa app) at /oidc. Middie hands it the
 * raw request in onRequest, before fastify parses any body, so the provider reads its own form
 * posts. Its sign-in pages (/oidc/interaction/...) are fastify routes.
 */
export const embeddedOidcPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const keys = await loadOidcKeys(app.db, currentSecretsKeyring());
    const provider = createOidcProvider({
      config,
      db: app.db,
      keys,
      onServerError: (err) => app.log.error({ err }, 'sign-in provider error'),
    });
    const base = new URL(config.oidc.issuer).pathname.replace(/\/$/, '');
    // Failed sign-ins (form and token endpoint) slow down, then lock out (issue 17 item 4).
    const lockout = new LoginLockout(app.db, config.access, app.log);
    // The browser app is the one public client (spaClientMetadata: no secret): its failures lock by address only.
    provider.use(tokenEndpointLockout(lockout, (id) => id === config.oidc.clientId));

    app.decorate('embeddedOidc', { provider, issuer: config.oidc.issuer, keys, apiResource: apiResourceIndicator(config) });

    if (!app.hasDecorator('use')) await app.register(middie);
    const callback = provider.callback() as (req: IncomingMessage, res: ServerResponse) => void;
    app.use(MOUNT, (req: IncomingMessage, res: ServerResponse, next: () => void) => {
      // Middie strips the mount path: the sign-in pages go on to fastify, the rest to the provider.
      if (req.url?.startsWith('/interaction/')) return next();
      callback(req, res);
    });

    await app.register(interactionRoutes, {
      prefix: MOUNT,
      provider,
      base,
      firstPartyClients: [config.oidc.clientId],
      lockout,
      demoUsers: config.access.demoUsers,
    });

    const purge = () =>
      Promise.all([purgeExpiredOidcPayloads(app.db), lockout.purge()]).catch((err) =>
        app.log.warn({ err }, 'could not purge expired sign-in records'),
      );
    const timer = setInterval(purge, PURGE_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
    await purge();
  },
  { name: 'embedded-oidc' },
);
