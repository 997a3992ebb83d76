import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../auth/user';
import { bearerOf } from '../../lib/bearer';

/** The caller when the static webhook secret was sent: the audit and logs name it so. */
export const WEBHOOK_USER: AuthUser = {
  sub: 'ingest-webhook',
  name: 'Ingest webhook',
  nickname: 'ingest-webhook',
  email: '',
  picture: '',
  role: '',
  groups: [],
  isAdmin: false,
  roles: [],
  permissions: ['ingest'],
  scopes: ['ingest'],
  tokenKind: 'webhook',
};

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Equal-length digests compared in constant time: neither the secret nor its length leaks through timing. */
export function sameSecret(given: string, secret: string): boolean {
  return timingSafeEqual(digest(given), digest(secret));
}

/** The secret from `Bearer <secret>`, or the password of `Basic user:secret` (Alertmanager's basic_auth). */
export function presentedSecret(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const bearer = bearerOf(header);
  if (bearer) return bearer;
  const basic = /^Basic\s+(\S+)\s*$/i.exec(header);
  if (!basic) return undefined;
  const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : decoded.slice(colon + 1);
}

/**
 * onRequest guard of the webhook routes. Alertmanager sends a fixed credential and cannot refresh
 * a JWT, so the static INGEST_WEBHOOK_TOKEN is accepted (when configured) beside the usual bearer
 * token of a service account or admin (`authenticate`; the role table then asks for the ingest permission).
 */
export function ingestWebhookAuth(app: FastifyInstance) {
  const secret = app.config.feeds?.webhookToken;
  if (secret && secret.length < 16)
    app.log.warn('INGEST_WEBHOOK_TOKEN is shorter than 16 characters: anyone who guesses it may raise and clear alerts');
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const given = secret ? presentedSecret(request.headers.authorization) : undefined;
    if (secret && given !== undefined && sameSecret(given, secret)) {
      request.user = WEBHOOK_USER;
      return;
    }
    if (/^Basic\s/i.test(request.headers.authorization ?? '')) {
      return reply
        .status(401)
        .header('www-authenticate', 'Basic realm="nmstools-ingest"')
        .send({ statusCode: 401, error: 'Unauthorized', message: 'Invalid credentials: the password is not the ingest webhook secret' });
    }
    await app.authenticate(request, reply);
    if (reply.sent) return reply;
  };
}
