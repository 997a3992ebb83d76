import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LoginLockout } from '../auth/login-lockout';
import { TokenError } from '../auth/verify-token';
import { addressKey, requestBearer, SeenTokens, tokenKey } from './rate-limit-keys';

/** Only the API is limited: health checks, the web app's files, sign-in pages and reports are not. */
export const API_PREFIX = '/api/v1.0/';

export const rateLimitMessage = (max: number, retryAfterS: number) =>
  `Too many requests: at most ${max} API requests a minute per token (or per address without a valid one). Retry in ${retryAfterS} second${retryAfterS === 1 ? '' : 's'}.`;

type Limit = Awaited<ReturnType<ReturnType<FastifyInstance['createRateLimit']>>>;

/** X-RateLimit-* on every API answer; past the limit 429 with Retry-After and the message. */
function enforce(limit: Limit, max: number, request: FastifyRequest, reply: FastifyReply) {
  if (limit.isAllowed) return;
  reply.header('x-ratelimit-limit', limit.max).header('x-ratelimit-remaining', limit.remaining).header('x-ratelimit-reset', limit.ttlInSeconds);
  if (!limit.isExceeded) return;
  const retryAfterS = Math.max(1, limit.ttlInSeconds);
  request.log.warn({ address: request.ip, url: request.url }, 'API rate limit reached');
  return reply
    .status(429)
    .header('retry-after', String(retryAfterS))
    .send({ statusCode: 429, error: 'Too Many Requests', message: rateLimitMessage(max, retryAfterS) });
}

/**
 * A generous per-caller limit on the API (API_RATE_LIMIT_PER_MINUTE, issue 17 item 4): keyed by
 * the bearer token once it has been verified, else by address, so one runaway script cannot
 * starve the others and a made-up bearer per request does not get a fresh bucket (issue 30).
 * Requests without a verified token are counted by address before authentication (callers
 * sending bad or no tokens are limited too); a verified token's requests by the token, right
 * after authentication. Counted per process in memory (docs/security.md): with N processes a
 * caller gets up to N times the limit, which is fine for a limit meant to stop runaways, not to
 * meter.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    guardBadTokens(app);
    const max = app.config.access.rateLimitPerMinute;
    if (max === 0) return;
    await app.register(rateLimit, { global: false });
    const byAddress = app.createRateLimit({ max, timeWindow: 60_000, keyGenerator: addressKey });
    const byToken = app.createRateLimit({ max, timeWindow: 60_000, keyGenerator: (request) => tokenKey(requestBearer(request) ?? '') });
    const seen = new SeenTokens();
    const countedByAddress = new WeakSet<FastifyRequest>();
    // A check that could not run (database down) lets authentication answer it (503), not 429.
    const isGenuine = (token: string, address: string) =>
      app.verifyToken(token, address).then(
        () => true,
        (err: unknown) => !(err instanceof TokenError) || err.unavailable === true,
      );

    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith(API_PREFIX)) return;
      const token = requestBearer(request);
      if (token && seen.has(tokenKey(token))) return;
      countedByAddress.add(request);
      const limit = await byAddress(request);
      // A real token new to this process, from an address past its limit, is not refused for
      // the address's sake: checked here (cached JWT checks are cheap), then counted as its own.
      if (token && !limit.isAllowed && limit.isExceeded && (await isGenuine(token, request.ip))) return;
      return enforce(limit, max, request, reply);
    });
    // After the route's authentication (onRequest), before validation, so bad input counts too.
    app.addHook('preValidation', async (request, reply) => {
      if (!request.url.startsWith(API_PREFIX)) return;
      const token = requestBearer(request);
      if (token && request.user) {
        seen.add(tokenKey(token));
        return enforce(await byToken(request), max, request, reply);
      }
      if (!countedByAddress.has(request)) return enforce(await byAddress(request), max, request, reply);
    });
    app.addHook('onResponse', async (request, reply) => {
      const token = requestBearer(request);
      if (reply.statusCode === 401 && token) seen.delete(tokenKey(token));
    });
  },
  { name: 'rate-limit' },
);

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
    if (!request.url.startsWith(API_PREFIX) || !requestBearer(request)?.startsWith('nmst_')) return;
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
    const token = requestBearer(request);
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
