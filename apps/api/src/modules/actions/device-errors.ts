import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { HttpError } from '../../lib/http-error';

/**
 * A device or tool that fails (504 no answer, 502 tool error, 503 ping not installed) is not an
 * internal error: the operator needs the reason, which the shared error handler hides for 5xx.
 */
export function keepDeviceErrors<Req extends FastifyRequest, T>(handler: (req: Req, reply: FastifyReply) => Promise<T>) {
  return async (req: Req, reply: FastifyReply) => {
    try {
      return await handler(req, reply);
    } catch (err) {
      if (!(err instanceof HttpError) || err.statusCode < 500) throw err;
      req.log.warn({ err: err.message }, 'device action failed');
      return reply.code(err.statusCode).send({ statusCode: err.statusCode, error: STATUS_CODES[err.statusCode] ?? 'Error', message: err.message });
    }
  };
}
