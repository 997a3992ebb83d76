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

/** Every error leaves as `{statusCode, error, message}`; nothing a user typed becomes a 500. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err.validation) {
      return reply.status(400).send(body(400, err.message));
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
