import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEADLINE_MESSAGE, DEADLINE_RETRY_AFTER_S, RequestDeadlineError } from '../db/database-errors';
import { endRequestSlot, runWithRequest, type RequestContext } from '../lib/request-context';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A bulk write (an ingest call of up to 100,000 rows): it has the bulk deadline (REQUEST_BULK_DEADLINE_MS). */
    bulk?: boolean;
  }
}

/** Live streams answer for as long as they are open: they have no deadline and hold no slot. */
const isEventStream = (request: FastifyRequest) => /text\/event-stream/i.test(request.headers.accept ?? '');
/** Probes never wait in line behind user requests for a database slot (they keep their deadline). */
const PROBES = new Set(['/healthz', '/readyz']);

/**
 * Every request runs inside its request context (lib/request-context.ts) and answers with its id
 * in X-Request-Id, the id its log lines (reqId) and audit entries carry. Every request also has a
 * deadline (REQUEST_DEADLINE_MS, issue 30 item 9): past it, if nothing was answered yet, it gets
 * 503 with Retry-After, its database waits end and its statements are cancelled; its database
 * slot goes back either way. This bounds the whole request, not each wait inside it.
 */
export const requestContextPlugin = fp(
  async (app: FastifyInstance) => {
    const requestDeadlineMs = app.config.http?.requestDeadlineMs ?? 0;
    const bulkDeadlineMs = app.config.http?.bulkDeadlineMs ?? requestDeadlineMs;
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      // One 100,000-row call is one transaction: cut at 30 s it would be lost work, and retried, lost again.
      const bulk = request.routeOptions.config?.bulk === true;
      const deadlineMs = bulk ? bulkDeadlineMs : requestDeadlineMs;
      const context: RequestContext = { requestId: request.id, address: request.ip, audited: false, bulk };
      if (deadlineMs <= 0 || isEventStream(request)) {
        context.slot = 'ended';
        return runWithRequest(context, done);
      }
      const deadline = new AbortController();
      context.signal = deadline.signal;
      context.queueUntil = Date.now() + deadlineMs / 2;
      if (PROBES.has(request.url.split('?')[0])) context.slot = 'ended';
      const timer = setTimeout(() => passDeadline(request, reply, context, deadline, deadlineMs), deadlineMs);
      // 'close' comes for answers of fastify, of the sign-in provider (raw) and for clients that left.
      const end = () => {
        clearTimeout(timer);
        endRequestSlot(context);
      };
      reply.raw.once('finish', end);
      reply.raw.once('close', end);
      runWithRequest(context, done);
    });
  },
  { name: 'request-context' },
);

function passDeadline(request: FastifyRequest, reply: FastifyReply, context: RequestContext, deadline: AbortController, ms: number) {
  endRequestSlot(context);
  // A response already under way (a download) is let run; only an unanswered request is cut.
  if (reply.raw.headersSent || reply.sent) return;
  request.log.warn({ deadlineMs: ms }, 'request deadline passed');
  deadline.abort(new RequestDeadlineError(ms));
  void reply
    .status(503)
    .header('retry-after', String(DEADLINE_RETRY_AFTER_S))
    .send({ statusCode: 503, error: 'Service Unavailable', message: DEADLINE_MESSAGE });
}
