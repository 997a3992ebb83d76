import { ApiToken, ApiTokenIdParams, ApiTokenList, CreateApiTokenBody, CreatedApiToken, ErrorAnswer, UpdateApiTokenBody } from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/request-context';
import { createApiToken, listApiTokens, revokeApiToken, updateApiToken } from './service';

const tags = ['admin'];
const errors = { 400: ErrorAnswer, 404: ErrorAnswer, 409: ErrorAnswer };
type ById = { Params: ApiTokenIdParams };

/** Admin → API Tokens (issue 17 item 2): personal and service-account tokens. Admins only (OPERATION_ACCESS). */
export async function apiTokenRoutes(app: FastifyInstance) {
  const access = app.config.access;

  app.get(
    '/admin/api-tokens',
    {
      schema: {
        tags,
        summary: 'API tokens',
        description:
          'Every API token, newest first: kind, name, owner, scopes, the first characters of the secret, who made it and when, ' +
          'its expiry, when and from where it was last used, and whether it was revoked. Never the secret.',
        response: { 200: ApiTokenList },
      },
    },
    () => listApiTokens(app.db),
  );

  app.post<{ Body: CreateApiTokenBody }>(
    '/admin/api-tokens',
    {
      schema: {
        tags,
        summary: 'Create an API token',
        description:
          'kind personal acts as the calling admin (their groups now), narrowed by scopes; kind service is a named service ' +
          'account that may do only what its scopes allow (read, actions, ingest, cmdb). expiresAt (epoch ms) is at most API_TOKEN_MAX_DAYS ' +
          'ahead (the default). Answers 201 with the secret, which is shown only this once; only its hash is stored.',
        body: CreateApiTokenBody,
        response: { 201: CreatedApiToken, 400: ErrorAnswer },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createApiToken(app.db, access, req.body, { actor: actorOf(req.user), groups: req.user.groups })),
  );

  app.patch<ById & { Body: UpdateApiTokenBody }>(
    '/admin/api-tokens/:id',
    {
      schema: {
        tags,
        summary: 'Change when an API token expires',
        description:
          'expiresAt (epoch ms): a time now or past expires the token at once (stored as now). ' + '404 for an unknown id, 409 for a revoked token.',
        params: ApiTokenIdParams,
        body: UpdateApiTokenBody,
        response: { 200: ApiToken, ...errors },
      },
    },
    (req) => updateApiToken(app.db, access, req.params.id, req.body, actorOf(req.user)),
  );

  app.delete<ById>(
    '/admin/api-tokens/:id',
    {
      schema: {
        tags,
        summary: 'Revoke an API token',
        description:
          'The token is refused from now on; its row stays in the list with who revoked it and when. Revoking again answers ' +
          'the token unchanged. 404 for an unknown id.',
        params: ApiTokenIdParams,
        response: { 200: ApiToken, 404: ErrorAnswer },
      },
    },
    (req) => revokeApiToken(app.db, req.params.id, actorOf(req.user)),
  );
}
