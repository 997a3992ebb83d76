import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';

/** Connection-level failures: the database is down or unreachable, not the request at fault. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03']);

export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  if (e?.code && (UNAVAILABLE_CODES.has(e.code) || e.code.startsWith('08'))) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    e?.message ?? '',
  );
}

const body = (statusCode: number, message: string) => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
});

/** The first parameter whose text holds a NUL, named as the schema errors name fields. */
function nulField(where: string, values: unknown): string | undefined {
  if (!values || typeof values !== 'object') return undefined;
  for (const [key, value] of Object.entries(values)) {
    const texts = Array.isArray(value) ? value : [value];
    if (texts.some((t) => typeof t === 'string' && t.includes('\u0000'))) return `${where}/${key}`;
  }
  return undefined;
}

/** Ajv says "must NOT have additional properties" without naming one: name the unknown parameter. */
function validationMessage(err: FastifyError): string {
  const extra = err.validation?.find((v) => v.keyword === 'additionalProperties');
  const name = (extra?.params as { additionalProperty?: unknown } | undefined)?.additionalProperty;
  if (typeof name !== 'string') return err.message;
  return `${err.validationContext ?? 'request'}${extra?.instancePath ?? ''}/${name} is not a known parameter (must NOT have additional properties)`;
}

/** Every error leaves as `{statusCode, error, message}`; nothing a user typed becomes a 500. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // PostgreSQL text cannot hold U+0000: a NUL typed into any parameter is the user's error (400), not the database's.
  app.addHook('preValidation', async (request, reply) => {
    const field = nulField('querystring', request.query) ?? nulField('params', request.params);
    if (field) return reply.status(400).send(body(400, `${field} must not contain NUL characters`));
  });
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err.validation) {
      return reply.status(400).send(body(400, validationMessage(err)));
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(body(503, 'The database is unreachable; the service retries by itself, please try again shortly.'));
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(status).send(body(status, 'Internal Server Error'));
    }
    return reply.status(status).send(body(status, err.message));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(body(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
});
