import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by routes that must answer even under overload (/healthz): a handler that lets them through. */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply) => void;
  }
}

export interface LoadSheddingOptions {
  /** Mean event-loop delay over one sample second past which requests are refused; 0 = off. */
  maxEventLoopDelayMs: number;
  retryAfterS?: number;
}

/** under-pressure's default sample interval. */
const SAMPLE_MS = 1000;

/** Lets a route through while the process is under pressure. */
export const exemptFromShedding = { pressureHandler: () => undefined };

/**
 * Refuses new work early (503 + Retry-After) while the event loop lags, instead of letting a
 * backlog make every answer, /healthz included, late. The database queue has its own bound
 * (OVERLOAD_MAX_DB_QUEUE, db/pglite-dialect.ts and db/pg-pool.ts).
 */
export const loadSheddingPlugin = fp(async (app: FastifyInstance, opts: LoadSheddingOptions) => {
  if (opts.maxEventLoopDelayMs <= 0) return;
  const retryAfter = opts.retryAfterS ?? 2;
  // A reading taken across start-up (fleet load, migrations) says nothing about live load: the
  // sampler needs its one-second window twice over after the app is ready.
  let readySince = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    readySince = performance.now();
  });
  await app.register(underPressure, {
    maxEventLoopDelay: opts.maxEventLoopDelayMs,
    retryAfter,
    pressureHandler: (request, reply, type, value) => {
      if (!(performance.now() - readySince > 2 * SAMPLE_MS)) return;
      request.log.warn({ type, value }, 'overloaded: request refused');
      void reply
        .status(503)
        .header('retry-after', String(retryAfter))
        .send({ statusCode: 503, error: 'Service Unavailable', message: 'The server is busy, retry shortly.' });
    },
  });
});
