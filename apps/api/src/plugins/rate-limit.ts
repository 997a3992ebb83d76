import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import { LoginLockout } from '../auth/login-lockout';

/** Only the API is limited: health checks, the web app's files, sign-in pages and reports are not. */
export const API_PREFIX = '/api/v1.0/';

/**
 * The bucket of a request: the bearer token (hashed: the key is kept in memory and may be logged)
 * when there is one, else the address.
 */
export function rateLimitKey(request: Pick<FastifyRequest, 'headers' | 'ip'>): string {
  const m = /^Bearer\s+(\S+)/i.exec(request.headers.authorization ?? '');
  if (m) return `token:${createHash('sha256').update(m[1]).digest('base64url').slice(0, 32)}`;
  return `address:${request.ip}`;
}

export const rateLimitMessage = (max: number, retryAfterS: number) =>
  `Too many requests: at most ${max} API requests a minute per token (or per address without one). Retry in ${retryAfterS} second${retryAfterS === 1 ? '' : 's'}.`;

/**
 * A generous per-caller limit on the API (API_RATE_LIMIT_PER_MINUTE, issue 17 item 4): keyed by
 * the bearer token when there is one, else by address, so one runaway script cannot starve the
 * others. Counted per process in memory (docs/security.md): with N processes a caller gets up to
 * N times the limit, which is fine for a limit meant to stop runaways, not to meter.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    guardBadTokens(app);
    const max = app.config.access.rateLimitPerMinute;
    if (max === 0) return;
    // Not per route (global: false): one root onRequest hook, so the limit runs before the API's
    // authentication and callers sending bad or no tokens are limited by address too.
    await app.register(rateLimit, { global: false });
    const limit = app.rateLimit({
      max,
      timeWindow: 60_000,
      keyGenerator: rateLimitKey,
      // The plugin's defaults add Retry-After to the 429 and X-RateLimit-* to every API answer.
      errorResponseBuilder: (request, context) => {
        const retryAfterS = Math.max(1, Math.ceil(context.ttl / 1000));
        request.log.warn({ address: request.ip, url: request.url }, 'API rate limit reached');
        return { statusCode: 429, error: 'Too Many Requests', message: rateLimitMessage(max, retryAfterS) };
      },
    });
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith(API_PREFIX)) await limit.call(app, request, reply);
    });
  },
  { name: 'rate-limit' },
);

const bearerOf = (request: FastifyRequest) => /^Bearer\s+(\S+)/i.exec(request.headers.authorization ?? '')?.[1];

/**
 * Refused bearer tokens on the API are logged with the address. Unknown or revoked opaque API
 * tokens (nmst_…) are guessable in a way signed JWTs are not, so they also count as failures of
 * the address (login-lockout.ts, kind 'api-token'): an address past the limit gets 429 +
 * Retry-After for its nmst_ tokens (and its sign-ins) until the lockout ends.
 */
function guardBadTokens(app: FastifyInstance) {
  let lockout: LoginLockout | undefined;
  // The database plugin registers after this one: the lockout is made on first use.
  const lockoutOf = () => (lockout ??= new LoginLockout(app.db, app.config.access, app.log));

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(API_PREFIX) || !bearerOf(request)?.startsWith('nmst_')) return;
    const state = await lockoutOf().check({ kind: 'api-token', username: '', address: request.ip });
    if (!state.locked) return;
    request.log.warn({ address: request.ip }, 'API token refused: too many unknown API tokens from this address');
    return reply
      .status(429)
      .header('retry-after', String(state.retryAfterS))
      .send({
        statusCode: 429,
        error: 'Too Many Requests',
        message: `Too many unknown or revoked API tokens from this address: API tokens are refused here for ${state.retryAfterS} s.`,
      });
  });

  app.addHook('onResponse', async (request, reply) => {
    const token = bearerOf(request);
    if (reply.statusCode !== 401 || !token || !request.url.startsWith(API_PREFIX)) return;
    const apiToken = token.startsWith('nmst_');
    request.log.warn(
      { address: request.ip, tokenKind: apiToken ? 'api-token' : 'jwt', url: request.url.split('?')[0] },
      'API request with a refused bearer token',
    );
    if (apiToken) {
      await lockoutOf()
        .failedQuietly({ kind: 'api-token', username: '', address: request.ip })
        .catch((err) => request.log.warn({ err }, 'could not count a refused API token'));
    }
  });
}
