import pino, { type Logger } from 'pino';
import { currentRequest } from '../request-context';

const { chindingsSym } = pino.symbols;

/**
 * pino mixin: a line logged while serving a request carries its `reqId` (issue 19 item 5), also
 * when a service logs through app.log rather than request.log. Fastify's request logger already
 * binds reqId; adding it there again would write the key twice in one JSON line.
 */
export function requestIdMixin(_merge: object, _level: number, logger: Logger): object {
  const request = currentRequest();
  if (!request) return {};
  const bound = (logger as unknown as Record<symbol, string | undefined>)[chindingsSym];
  return bound?.includes('"reqId":') ? {} : { reqId: request.requestId };
}
