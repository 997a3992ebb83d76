import type { LiveStreamBody } from '@nms/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/http-error';
import { parseLucene } from '../../query/parse-query';
import { credentialOf } from './stream-credential';
import type { StreamHub } from './stream-hub';
import { hasDeviceQuery } from './view-match';

/** Whether the caller asked for an event stream (browsers' EventSource and SSE-over-fetch clients say so). */
export const acceptsEventStream = (accept: string | undefined) => /(^|,)\s*text\/event-stream\s*(;|,|$)/i.test(accept ?? '');

/** The body's rules beyond its schema: view ids are unique, and each devices query parses. */
export function checkViews(body: LiveStreamBody): void {
  const seen = new Set<string>();
  body.views.forEach((view, i) => {
    if (seen.has(view.id)) throw badRequest(`body/views/${i}/id must be unique within views ('${view.id}' is given twice)`);
    seen.add(view.id);
    if (!hasDeviceQuery(view)) return;
    try {
      parseLucene(view.query);
    } catch (e) {
      throw badRequest(`body/views/${i}/query: ${(e as Error).message}`);
    }
  });
}

/**
 * Opens a stream on this request's connection. The answer is written to the socket directly
 * (reply.hijack): Fastify's send path, its onSend hooks and any compression would wait for an end
 * that never comes. Headers set by earlier hooks (request id, security headers, rate limit) are
 * carried over.
 */
export function openStream(hub: StreamHub, request: FastifyRequest<{ Body: LiveStreamBody }>, reply: FastifyReply): FastifyReply | undefined {
  if (!acceptsEventStream(request.headers.accept)) {
    return reply.status(406).send({
      statusCode: 406,
      error: 'Not Acceptable',
      message: "The live stream answers text/event-stream: send 'Accept: text/event-stream'",
    });
  }
  checkViews(request.body);
  // A reopen can arrive on a kept-alive connection after shutdown ended the streams: opened
  // here, it would hold the process (and the tab's 'Live') until the forced exit.
  if (hub.ended) {
    return reply.status(503).header('retry-after', '1').header('connection', 'close').send({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'This process is stopping: open the stream again (another process serves it)',
    });
  }
  reply.hijack();
  const res = reply.raw;
  const earlier = Object.entries(reply.getHeaders()).filter((e): e is [string, string | number | string[]] => e[1] !== undefined);
  res.writeHead(200, {
    ...Object.fromEntries(earlier),
    'content-type': 'text/event-stream; charset=utf-8',
    // no-transform: proxies must not compress or buffer it; X-Accel-Buffering: nginx's own switch.
    'cache-control': 'no-store, no-transform',
    'x-accel-buffering': 'no',
  });
  // A stream is quiet for up to a ping; the server's own socket timeouts must not end it.
  request.raw.socket.setTimeout(0);
  const { views, lastEventId } = request.body;
  hub.open(res, { views, lastEventId, expiresAt: request.user.expiresAt, credential: credentialOf(request) });
  return undefined;
}
