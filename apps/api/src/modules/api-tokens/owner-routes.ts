import { ApiToken, ApiTokenIdParams, ApiTokenList, ErrorAnswer } from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/request-context';
import { listApiTokens, revokeApiToken } from './service';

const tags = ['user'];

/**
 * A person's own personal tokens (issue 30 item 4): listed and revoked by their owner whatever
 * their roles now, so someone who is no longer an admin can still end what they made as one.
 */
export async function ownApiTokenRoutes(app: FastifyInstance) {
  app.get(
    '/user/api-tokens',
    {
      schema: {
        tags,
        summary: 'My API tokens',
        description: 'The personal API tokens the caller owns, newest first, as Admin → API Tokens lists them. Never the secret.',
        response: { 200: ApiTokenList },
      },
    },
    (req) => listApiTokens(app.db, req.user.sub),
  );

  app.delete<{ Params: ApiTokenIdParams }>(
    '/user/api-tokens/:id',
    {
      schema: {
        tags,
        summary: 'Revoke one of my API tokens',
        description:
          "As DELETE /admin/api-tokens/{id}, for the caller's own personal tokens only, whatever their roles: " +
          "404 for an id that is not one of the caller's personal tokens.",
        params: ApiTokenIdParams,
        response: { 200: ApiToken, 404: ErrorAnswer },
      },
    },
    (req) => revokeApiToken(app.db, req.params.id, actorOf(req.user), true),
  );
}
