import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers on every answer (issue 17 item 3): X-Content-Type-Options, Referrer-Policy,
 * frame protection and the Content-Security-Policy (docs/security.md "Headers").
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      // Set per page kind (the app, report pages, the sign-in pages) by the security-headers work.
      contentSecurityPolicy: false,
      referrerPolicy: { policy: 'no-referrer' },
    });
  },
  { name: 'security-headers' },
);
