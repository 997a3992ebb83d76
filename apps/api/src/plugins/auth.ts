import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isRevoked } from '../auth/revoked-tokens';
import { RolesSeen } from '../auth/roles-seen';
import { databaseFault } from '../db/database-errors';
import { bearerOf } from '../lib/bearer';
import { userFromClaims, type AuthUser, type TokenIds } from '../auth/user';
import { TokenError, createTokenVerifier } from '../auth/verify-token';
import { API_TOKEN_PREFIX, verifyApiToken } from '../modules/api-tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook: verifies `Authorization: Bearer <token>` and sets `request.user`, or answers
     * 401 (and returns the reply, so Fastify runs no later hook).
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
    /**
     * Verifies a bearer token (a JWT of the provider, or an opaque API token) and maps it to the
     * caller; throws `TokenError` when it is not valid, revoked, or of a signed-out session.
     */
    verifyToken: (token: string, address?: string) => Promise<AuthUser & TokenIds>;
  }
  interface FastifyRequest {
    /** The verified caller; set by `authenticate` on every secured route. */
    user: AuthUser & TokenIds;
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
    const rolesSeen = new RolesSeen(app.db);
    const verifyToken = async (token: string, address = '') => {
      if (token.startsWith(API_TOKEN_PREFIX)) return verifyApiToken(app.db, config.access, token, address);
      const claims = await verify(token);
      const user = userFromClaims(claims, config.access);
      if (await isRevoked(app.db, user, token)) throw new TokenError('this session was signed out');
      // A person's sign-in: their groups now bound their personal API tokens (auth/roles-seen.ts).
      if (user.tokenKind === 'session' && typeof claims.iat === 'number') await rolesSeen.note(user.sub, user.groups, claims.iat);
      return user;
    };

    app.decorate('verifyToken', verifyToken);
    app.decorateRequest('user', null as unknown as AuthUser);

    const unauthorized = (reply: FastifyReply, message: string, description?: string) =>
      reply
        .status(401)
        .header(
          'www-authenticate',
          description ? `Bearer realm="${REALM}", error="invalid_token", error_description="${quoted(description)}"` : `Bearer realm="${REALM}"`,
        )
        .send({ statusCode: 401, error: 'Unauthorized', message });

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers.authorization;
      if (!header) {
        return unauthorized(reply, "Missing bearer token: send 'Authorization: Bearer <token>'");
      }
      const token = bearerOf(header);
      if (!token) {
        return unauthorized(reply, "Invalid token: the Authorization header must be 'Bearer <token>'", 'malformed Authorization header');
      }
      try {
        request.user = await verifyToken(token, request.ip);
      } catch (err) {
        // The revocation or API-token lookup met a busy or unreachable database: the error handler
        // answers that as every other call does (503 busy, Retry-After 1), not as a sign-in problem.
        if (databaseFault(err)) throw err;
        if (err instanceof TokenError && !err.unavailable) {
          return unauthorized(reply, `Invalid token: ${err.message}`, err.message);
        }
        request.log.warn({ err }, 'token verification unavailable');
        return reply
          .status(503)
          .header('retry-after', '5')
          .send({
            statusCode: 503,
            error: 'Service Unavailable',
            message: `Sign-in could not be checked: ${(err as Error).message}`,
          });
      }
    });
  },
  { name: 'auth' },
);
