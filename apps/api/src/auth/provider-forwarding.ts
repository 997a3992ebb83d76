import type { IncomingMessage } from 'node:http';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { lastForwarded, type ProxyTrust } from '../lib/proxy-trust';

/**
 * The sign-in provider (a Koa app) sees the caller as the rest of the server does. Koa's own
 * proxy mode would believe any caller's X-Forwarded-* (and take the left-most, caller-written
 * X-Forwarded-For entry), so it stays off; instead ctx.ip is the address Fastify resolved under
 * TRUST_PROXY (middie hands request.ip over on the raw request), and the protocol and host of the
 * URLs the provider builds (discovery, redirects) follow X-Forwarded-Proto/-Host only when the
 * socket is a trusted proxy.
 */
export function forwardedByTrustedProxies(trusted: ProxyTrust) {
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    const req = ctx.req as IncomingMessage & { ip?: string };
    ctx.request.ip = req.ip ?? req.socket.remoteAddress ?? '';
    if (trusted(req.socket.remoteAddress)) {
      const protocol = lastForwarded(req.headers['x-forwarded-proto']);
      const host = lastForwarded(req.headers['x-forwarded-host']);
      // Own properties shadow Koa's getters for this request only; ctx.href, origin and secure follow.
      if (protocol) Object.defineProperty(ctx.request, 'protocol', { value: protocol });
      if (host) Object.defineProperty(ctx.request, 'host', { value: host });
    }
    return next();
  };
}
