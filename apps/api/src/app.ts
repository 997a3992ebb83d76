import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { authPlugin } from './plugins/auth';
import { databasePlugin } from './plugins/database';
import { embeddedOidcPlugin } from './plugins/embedded-oidc';
import { errorsPlugin } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { webAppPlugin } from './plugins/web-app';
import { apiRoutes } from './routes';
import { appConfigRoutes } from './modules/app-config/routes';
import { healthRoutes } from './modules/health/routes';
import { reportPagesRoutes } from './modules/reports/routes';

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
}

/** Builds the whole server without listening, so tests drive it with `app.inject`. */
export async function buildApp({ config, database, logger = false, serveWeb = false }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // Graceful shutdown: close() stops accepting, lets in-flight requests finish, drops idle sockets.
    forceCloseConnections: 'idle',
    trustProxy: true,
    // Bulk actions name up to 1,000 devices in the query string (spec 001 §7): ~26 KB of URL,
    // past Node's 16 KB default header limit.
    http: { maxHeaderSize: 128 * 1024 },
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  await app.register(errorsPlugin);
  await app.register(databasePlugin, { database });
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
