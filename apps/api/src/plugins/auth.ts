import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { userFromClaims, type AuthUser } from '../auth/user';
import { TokenError, createTokenVerifier } from '../auth/verify-token';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: verifies `Authorization: Bearer <jwt>` and sets `request.user`, or answers 401. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: answers 403 unless `request.user` is in the admin group. Use after `authenticate`. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: answers 403 unless `request.user` is an admin or in the ingest group (service accounts). */
    requireIngest: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Verifies a token and maps it to the user; throws `TokenError`. */
    verifyToken: (token: string) => Promise<AuthUser>;
  }
  interface FastifyRequest {
    /** The verified caller; set by `authenticate` on every secured route. */
    user: AuthUser;
  }
}

const REALM = 'nmstools-api';
const quoted = (s: string) => s.replace(/["\\]/g, "'");

/**
 * Bearer-token authentication for the API. Tokens come from the embedded provider (verified with
 * its stored keys, no HTTP to itself) or from OIDC_ISSUER (discovery, then its JWKS).
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const embedded = !config.oidc.externalIssuer && app.hasDecorator('embeddedOidc') ? app.embeddedOidc : undefined;
    const verify = createTokenVerifier({
      issuer: config.oidc.issuer,
      audience: config.oidc.audience,
      localJwks: embedded?.keys.publicJwks,
    });
    const verifyToken = async (token: string) => userFromClaims(await verify(token), config.adminGroup);

    app.decorate('verifyToken', verifyToken);
    app.decorateRequest('user', null as unknown as AuthUser);

    const unauthorized = (reply: FastifyReply, message: string, description?: string) =>
      reply
        .status(401)
        .header(
          'www-authenticate',
          description
            ? `Bearer realm="${REALM}", error="invalid_token", error_description="${quoted(description)}"`
            : `Bearer realm="${REALM}"`,
        )
        .send({ statusCode: 401, error: 'Unauthorized', message });

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers.authorization;
      if (!header) {
        return void unauthorized(reply, "Missing bearer token: send 'Authorization: Bearer <token>'");
      }
      const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
      if (!match) {
        return void unauthorized(reply, "Invalid token: the Authorization header must be 'Bearer <token>'", 'malformed Authorization header');
      }
      try {
        request.user = await verifyToken(match[1]);
      } catch (err) {
        if (err instanceof TokenError && !err.unavailable) {
          return void unauthorized(reply, `Invalid token: ${err.message}`, err.message);
        }
        request.log.warn({ err }, 'token verification unavailable');
        return void reply
          .status(503)
          .header('retry-after', '5')
          .send({
            statusCode: 503,
            error: 'Service Unavailable',
            message: `Sign-in could not be checked: ${(err as Error).message}`,
          });
      }
    });

    app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.user) {
        return void unauthorized(reply, "Missing bearer token: send 'Authorization: Bearer <token>'");
      }
      if (!request.user.isAdmin) {
        return void reply
          .status(403)
          .send({ statusCode: 403, error: 'Forbidden', message: `This action needs the ${config.adminGroup} group` });
      }
    });

    const ingestGroup = config.feeds?.ingestGroup ?? 'nmstools_service';
    app.decorate('requireIngest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.user) {
        return void unauthorized(reply, "Missing bearer token: send 'Authorization: Bearer <token>'");
      }
      if (!request.user.isAdmin && !request.user.groups.includes(ingestGroup)) {
        return void reply
          .status(403)
          .send({ statusCode: 403, error: 'Forbidden', message: `Ingest needs the ${config.adminGroup} or ${ingestGroup} group` });
      }
    });
  },
  { name: 'auth' },
);
