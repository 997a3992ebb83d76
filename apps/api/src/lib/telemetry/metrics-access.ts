import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { bearerOf } from '../bearer';

export type MetricsAccess = 'allowed' | 'unauthorized' | 'forbidden';

export interface ScrapeRequest {
  headers: IncomingHttpHeaders;
  /** The TCP peer, not request.ip: behind a TRUST_PROXY balancer request.ip is the caller it relayed. */
  socketAddress: string | undefined;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** 127.0.0.0/8, ::1, and IPv4 loopback seen through a dual-stack socket (::ffff:127.x.y.z). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * Who may read /metrics (docs/operations.md "Metrics"). With METRICS_TOKEN set: only a caller
 * sending it as a bearer token (401 otherwise), wherever it connects from. Unset: only a direct
 * loopback caller (403 otherwise): a request relayed by a proxy on the same host carries
 * X-Forwarded-For / Forwarded and came from elsewhere, so it is refused too.
 */
export function metricsAccess(req: ScrapeRequest, token: string | undefined): MetricsAccess {
  if (token) {
    const given = bearerOf(req.headers.authorization);
    // Compared as digests: equal length, constant time, whatever the caller sent.
    return given !== undefined && timingSafeEqual(digest(given), digest(token)) ? 'allowed' : 'unauthorized';
  }
  const relayed = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return !relayed && isLoopback(req.socketAddress) ? 'allowed' : 'forbidden';
}
