import type { FastifyRequest } from 'fastify';

/**
 * True when the failure is the client going away mid-request (closed tab, cancelled upload,
 * dropped link). Node reports an aborted body as `Error('aborted')` with code ECONNRESET, the
 * same code as a lost database link, so the request's own state decides; a database error
 * that happens to follow a departed client is still reported as what it is.
 */
export function isClientAbort(request: FastifyRequest, err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  if (e?.code === 'ECONNRESET' && e.message === 'aborted') return true;
  return request.raw.aborted && e?.code === 'ERR_STREAM_PREMATURE_CLOSE';
}
