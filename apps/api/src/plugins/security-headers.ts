import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  appDirectives,
  framedPageDirectives,
  isFramedPage,
  serialize,
  SILENT_CALLBACK_PATH,
  silentCallbackDirectives,
} from './content-security-policy';

/**
 * Security headers on every answer (issue 17 item 3): X-Content-Type-Options nosniff,
 * Referrer-Policy no-referrer, frame protection and the Content-Security-Policy
 * (content-security-policy.ts; docs/security.md "Headers"). The app and the API may not be framed
 * at all; report and launch-UI pages and the silent sign-in callback only by our own pages. The sign-in pages
 * (auth/interaction-routes.ts) set their stricter headers on the reply, which win over these.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const framed = serialize(framedPageDirectives());
    const silent = serialize(silentCallbackDirectives());
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: appDirectives(app.config) },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      // Weather tiles from another host carry no CORP header; requiring one would blank the radar.
      crossOriginEmbedderPolicy: false,
      // HSTS belongs to the TLS-terminating proxy, which knows whether the site is HTTPS only.
      strictTransportSecurity: false,
    });
    // Report pages set their own policy as they answer; it only gains who may frame them.
    app.addHook('onSend', async (request, reply, payload) => {
      const path = request.url.split('?')[0];
      if (path === SILENT_CALLBACK_PATH) {
        reply.header('content-security-policy', silent);
        reply.header('x-frame-options', 'SAMEORIGIN');
        return payload;
      }
      if (!isFramedPage(path)) return payload;
      const own = reply.getHeader('content-security-policy');
      const policy = typeof own === 'string' && own !== '' ? own.replace(/;?\s*frame-ancestors[^;]*/g, '') : framed;
      reply.header('content-security-policy', /frame-ancestors/.test(policy) ? policy : `${policy}; frame-ancestors 'self'`);
      reply.header('x-frame-options', 'SAMEORIGIN');
      return payload;
    });
  },
  { name: 'security-headers' },
);
