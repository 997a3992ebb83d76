import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A generous per-caller limit on the API (API_RATE_LIMIT_PER_MINUTE, issue 17 item 4): keyed by
 * the bearer token when there is one, else by address, so one runaway script cannot starve the
 * others. Counted per process (docs/security.md).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const max = app.config.access.rateLimitPerMinute;
    if (max === 0) return;
    await app.register(rateLimit, {
      global: false,
      max,
      timeWindow: 60_000,
    });
  },
  { name: 'rate-limit' },
);
