import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { bearerOf } from '../lib/bearer';

/** The bearer token of a request, unverified. */
export const requestBearer = (request: Pick<FastifyRequest, 'headers'>) => bearerOf(request.headers.authorization);

/** The bucket of an address (request.ip: the socket's, or a TRUST_PROXY proxy's forwarded caller). */
export const addressKey = (request: Pick<FastifyRequest, 'ip'>) => `address:${request.ip}`;

/** The bucket of a verified token, hashed: the key is kept in memory and may be logged. */
export const tokenKey = (token: string) => `token:${createHash('sha256').update(token).digest('base64url').slice(0, 32)}`;

/** How many verified tokens are remembered per process; an older one pays its address once more. */
export const SEEN_TOKENS = 10_000;

/**
 * Tokens (by key) that passed authentication lately. Only these get a bucket of their own before
 * authentication runs: a made-up bearer per request is counted by its address (issue 30 item 2).
 * Bounded, oldest out first; a token refused with 401 is forgotten at once.
 */
export class SeenTokens {
  private readonly keys = new Set<string>();

  constructor(private readonly max = SEEN_TOKENS) {}

  has(key: string): boolean {
    return this.keys.has(key);
  }

  add(key: string): void {
    this.keys.delete(key);
    this.keys.add(key);
    if (this.keys.size > this.max) this.keys.delete(this.keys.values().next().value!);
  }

  delete(key: string): void {
    this.keys.delete(key);
  }
}
