import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runWithRequest } from '../lib/request-context';

/**
 * Every request runs inside its request context (lib/request-context.ts) and answers with its id
 * in X-Request-Id, the id its log lines (reqId) and audit entries carry.
 */
export const requestContextPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      runWithRequest({ requestId: request.id, address: request.ip, audited: false }, done);
    });
  },
  { name: 'request-context' },
);
