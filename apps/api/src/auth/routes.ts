import type { FastifyInstance } from 'fastify';
import { bearerOf } from '../lib/bearer';
import { actorOf } from '../lib/request-context';
import { recordAudit } from '../modules/audit';
import { SESSION_TTL_S } from './oidc-provider';
import { revokeCaller } from './revoked-tokens';
import { endProviderSession } from './session-revocation';
import { AuthUser } from './user';

/**
 * Routes about the caller. Registered inside the secured scope, so
 * `request.user` is always set here.
 */
export async function authRoutes(app: FastifyInstance) {
  app.get(
    '/user/me',
    {
      schema: {
        tags: ['user'],
        summary: 'The signed-in user, as the API sees the token',
        description: 'Subject, names, email and groups read from the verified bearer token; isAdmin is true for the admin group (nmstools_admin).',
        response: { 200: AuthUser },
      },
    },
    async (request) => request.user,
  );

  app.post(
    '/user/logout',
    {
      schema: {
        tags: ['user'],
        summary: 'Sign out: the bearer token and its sign-in session stop working',
        description:
          "Lists the token's session id (sid) as signed out for as long as the session could renew its tokens, and its " +
          'token id (jti), or its hash when it has neither, until it expires. Every later request with a token of that ' +
          'session answers 401, and its open live streams end. API tokens are revoked on the API Tokens page, or by their owner ' +
          'on DELETE /user/api-tokens/{id}, instead.',
        response: { 204: { type: 'null', description: 'Signed out' } },
      },
    },
    async (request, reply) => {
      const { user } = request;
      // An API token's id is its row id; revoking it here would not stop it (it is checked by row, not by key).
      if (user.tokenKind !== 'api-token') {
        await revokeCaller(app.db, user, bearerOf(request.headers.authorization), { sessionTtlS: SESSION_TTL_S, actorSub: user.sub });
        if (user.sessionId && app.hasDecorator('embeddedOidc')) await endProviderSession(app.db, user.sessionId);
      }
      await recordAudit(app.db, {
        actor: actorOf(user),
        action: 'sign-out',
        deviceNames: [],
        outcome: 'success',
        detail: { tokenKind: user.tokenKind },
      });
      return reply.status(204).send();
    },
  );
}
