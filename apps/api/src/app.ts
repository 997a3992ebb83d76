import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { authPlugin } from './plugins/auth';
import { databasePlugin } from './plugins/database';
import { metricStorePlugin } from './modules/metrics';
import { deviceIndexPlugin } from './modules/device-index';
import { livePlugin } from './modules/live';
import { embeddedOidcPlugin } from './plugins/embedded-oidc';
import { errorsPlugin } from './plugins/errors';
import { loadSheddingPlugin } from './plugins/load-shedding';
import { metricsPlugin } from './plugins/metrics';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { secretsAtRestPlugin } from './plugins/secrets-at-rest';
import { requestContextPlugin } from './plugins/request-context';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webAppPlugin } from './plugins/web-app';
import { apiRoutes } from './routes';
import { requestIdOf } from './lib/request-context';
import { fastifyTrustProxy } from './lib/proxy-trust';
import { appConfigRoutes } from './modules/app-config';
import { healthRoutes } from './modules/health';
import { reportPagesRoutes } from './modules/reports';

/** Bulk actions name up to 1,000 devices in the query string (spec 001 §7): ~26 KB of URL, past Node's 16 KB default. */
export const MAX_HEADER_SIZE = 128 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built browser app (server.ts); tests of the API alone leave it off. */
  serveWeb?: boolean;
  /** Refuse requests early while the event loop lags (server.ts; see plugins/load-shedding.ts). */
  shedLoad?: boolean;
  /** An HTTP server already bound (server.ts listens before the database opens). */
  serverFactory?: FastifyServerOptions['serverFactory'];
}

/** Builds the whole server without listening, so tests drive it with `app.inject`. */
export async function buildApp({
  config,
  database,
  logger = false,
  serveWeb = false,
  shedLoad = false,
  serverFactory,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // Graceful shutdown: close() stops accepting, lets in-flight requests finish, drops idle sockets.
    forceCloseConnections: 'idle',
    // X-Forwarded-* only from TRUST_PROXY addresses (lib/proxy-trust.ts); else request.ip is the socket's.
    trustProxy: fastifyTrustProxy(config.trustProxy ?? []),
    genReqId: (req) => requestIdOf(req.headers['x-request-id']),
    http: { maxHeaderSize: MAX_HEADER_SIZE },
    // The whole request must arrive in time (a trickled body gets 408); see docs/operations.md.
    requestTimeout: config.http?.requestTimeoutMs ?? 30_000,
    // A start waits for its plugins however busy the host is (Fastify's 10 s default failed starts
    // on a starved host: "'embedded-oidc' did not start in time"); /healthz answers meanwhile.
    pluginTimeout: 0,
    ...(serverFactory && { serverFactory }),
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  await app.register(requestContextPlugin);
  // Early, so answers refused by later hooks (429, 503, 401) are counted too.
  await app.register(metricsPlugin);
  await app.register(errorsPlugin);
  await app.register(rateLimitPlugin);
  if (shedLoad && config.overload) await app.register(loadSheddingPlugin, { maxEventLoopDelayMs: config.overload.maxEventLoopDelayMs });
  // After load shedding: registered before it, helmet's reply hooks kept the overload 503 from being sent (resilience-overload test).
  await app.register(securityHeadersPlugin);
  await app.register(databasePlugin, { database });
  await app.register(metricStorePlugin);
  await app.register(secretsAtRestPlugin);
  await app.register(livePlugin);
  await app.register(deviceIndexPlugin);
  await app.register(openapiPlugin);
  if (!config.oidc.externalIssuer) await app.register(embeddedOidcPlugin);
  await app.register(authPlugin);
  await app.register(healthRoutes);
  await app.register(appConfigRoutes);
  await app.register(apiRoutes, { prefix: '/api/v1.0' });
  // Report pages and the launch-UI page are public: iframes and new tabs carry no bearer token.
  await app.register(reportPagesRoutes);
  if (serveWeb) await app.register(webAppPlugin);
  return app;
}
