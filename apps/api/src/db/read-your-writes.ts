import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentRequest, type RequestContext } from '../lib/request-context';
import type { Replica } from './replica-health';
import { formatLsn, maxLsn, parseLsn, type Lsn } from './wal-lsn';

/**
 * Read-your-writes across API processes without a database round trip: a write's answer carries
 * the primary's WAL position after it (header x-nms-write-lsn, and a cookie the browser sends back
 * on its next calls to any process); a read waits for a replica that has replayed the highest of
 * the cookie, the x-nms-read-after header (API clients echo the write's header) and the caller's
 * own last write seen by this process, or reads the primary.
 */
export const WRITE_LSN_HEADER = 'x-nms-write-lsn';
export const READ_AFTER_HEADER = 'x-nms-read-after';
export const READ_FROM_HEADER = 'x-nms-read-from';
export const READ_AFTER_COOKIE = 'nms_read_after';
/** Long past any replica allowed to take reads (DATABASE_READ_MAX_LAG_MS): the cookie is stale by then. */
const COOKIE_MAX_AGE_S = 60;

/** What one request's routed reads know and chose. */
export interface ReadState {
  request: FastifyRequest;
  /** The position its reads must see; null once worked out to be none. */
  required?: Lsn | null;
  /** Where its reads went: one request reads one database, so its answers agree with each other. */
  target?: Replica | 'primary';
}

const byContext = new WeakMap<RequestContext, ReadState>();
const byRequest = new WeakMap<FastifyRequest, ReadState>();

export function trackRequest(request: FastifyRequest): void {
  const context = currentRequest();
  const state: ReadState = { request };
  byRequest.set(request, state);
  if (context) byContext.set(context, state);
}

/** The read state of the request this code runs for (none for background work). */
export function currentReadState(): ReadState | undefined {
  const context = currentRequest();
  return context && byContext.get(context);
}

export const readStateOf = (request: FastifyRequest): ReadState | undefined => byRequest.get(request);

const COOKIE = new RegExp(`(?:^|;\\s*)${READ_AFTER_COOKIE}=([0-9A-Fa-f]{1,8}%2F[0-9A-Fa-f]{1,8}|[0-9A-Fa-f]{1,8}/[0-9A-Fa-f]{1,8})`);

/** The caller's own last writes, by `sub`, as this process answered them. */
export class WriteLog {
  private readonly last = new Map<string, { lsn: Lsn; atMs: number }>();

  note(sub: string, lsn: Lsn, nowMs = Date.now()): void {
    this.last.set(sub, { lsn: maxLsn(this.last.get(sub)?.lsn, lsn)!, atMs: nowMs });
  }

  get(sub: string): Lsn | undefined {
    return this.last.get(sub)?.lsn;
  }

  /** Entries older than any replica may lag are settled: dropped, so the map holds recent writers only. */
  prune(olderThanMs: number, nowMs = Date.now()): void {
    for (const [sub, w] of this.last) if (nowMs - w.atMs > olderThanMs) this.last.delete(sub);
  }

  /** The highest position the request's reads must see, or undefined when none. */
  requiredOf(request: FastifyRequest): Lsn | undefined {
    const header = request.headers[READ_AFTER_HEADER];
    const cookie = COOKIE.exec(request.headers.cookie ?? '')?.[1];
    const sub = (request.user as { sub?: string } | null)?.sub;
    return maxLsn(
      maxLsn(parseLsn(Array.isArray(header) ? header[0] : header), parseLsn(cookie?.replace('%2F', '/'))),
      sub ? this.get(sub) : undefined,
    );
  }
}

/** Tells the caller where the write left the primary: a header for API clients, a cookie for the browser. */
export function answerWrite(request: FastifyRequest, reply: FastifyReply, lsn: Lsn): void {
  const text = formatLsn(lsn);
  reply.header(WRITE_LSN_HEADER, text);
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${READ_AFTER_COOKIE}=${text}; Path=/api; Max-Age=${COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`);
}
