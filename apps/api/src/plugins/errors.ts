import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';
import { databaseFault } from '../db/database-errors';
import { isClientAbort } from '../lib/client-abort';
import { HttpError } from '../lib/http-error';
import { badNumberText, unstorableInBody, unstorableInParameters } from './input-guards';

const body = (statusCode: number, message: string) => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
});

/** Ajv says "must NOT have additional properties" without naming one: name the unknown parameter. */
function validationMessage(err: FastifyError): string {
  const extra = err.validation?.find((v) => v.keyword === 'additionalProperties');
  const name = (extra?.params as { additionalProperty?: unknown } | undefined)?.additionalProperty;
  if (typeof name !== 'string') return err.message;
  return `${err.validationContext ?? 'request'}${extra?.instancePath ?? ''}/${name} is not a known parameter (must NOT have additional properties)`;
}

/** Every error leaves as `{statusCode, error, message}`; nothing a user typed becomes a 500. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // PostgreSQL cannot store U+0000 or a lone surrogate: one typed into any parameter or body field is the user's error (400), not the database's.
  app.addHook('preValidation', async (request, reply) => {
    const bad =
      unstorableInParameters('querystring', request.query) ?? unstorableInParameters('params', request.params) ?? unstorableInBody(request.body);
    if (bad) return reply.status(400).send(body(400, `${bad.path} ${bad.problem}`));
    // Ajv coerces 'Infinity' or '1e309' to a number that skips its minimum/maximum: check the text itself.
    const schema = request.routeOptions.schema;
    const number = badNumberText('querystring', schema?.querystring, request.query) ?? badNumberText('params', schema?.params, request.params);
    if (number) return reply.status(400).send(body(400, number));
  });
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err.validation) {
      return reply.status(400).send(body(400, validationMessage(err)));
    }
    // Nobody reads this answer; logging it as a database failure would page the wrong people.
    if (isClientAbort(request, err)) {
      request.log.info({ reason: err.message }, 'client closed the request');
      return reply.status(400).send(body(400, 'The client closed the request'));
    }
    const fault = databaseFault(err);
    if (fault) {
      request.log.warn({ err }, fault.kind === 'deadline' ? 'request deadline passed' : `database ${fault.kind}`);
      return reply.status(503).header('retry-after', String(fault.retryAfterS)).send(body(503, fault.message));
    }
    const status = err.statusCode ?? 500;
    // A 5xx the code raised on purpose (a peer down: the metric store, a device) says what failed; any other stays unexplained.
    if (status >= 500 && err instanceof HttpError) {
      request.log.warn({ err }, 'request failed');
      return reply.status(status).send({ ...body(status, err.message), ...err.details });
    }
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(status).send(body(status, 'Internal Server Error'));
    }
    const details = err instanceof HttpError ? err.details : undefined;
    return reply.status(status).send({ ...body(status, err.message), ...details });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(body(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
});
