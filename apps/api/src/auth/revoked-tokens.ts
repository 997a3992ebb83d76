import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { TokenIds } from './user';

/**
 * Signed-out sessions and revoked tokens (issue 17 item 3). A bearer token is refused while its
 * session id, token id or (for tokens with neither) its hash is listed; a row is only needed until
 * the last token it covers would have expired, so expired rows are dropped as new ones are written.
 * One indexed lookup per request: see bench/README.md "Revocation check".
 */
export const sessionKey = (sid: string) => `sid:${sid}`;
export const tokenKey = (jti: string) => `jti:${jti}`;
/** A token without sid or jti (some IdPs send neither) is listed by its SHA-256, never in clear. */
export const hashKey = (token: string) => `tok:${createHash('sha256').update(token).digest('base64url')}`;

/**
 * The keys that name a token. The hash is only a key when the token has no id of its own, so the
 * usual check costs no hashing.
 */
export function keysOf(ids: TokenIds, token?: string): string[] {
  const keys = [ids.sessionId && sessionKey(ids.sessionId), ids.tokenId && tokenKey(ids.tokenId)].filter((k): k is string => !!k);
  if (keys.length === 0 && token) keys.push(hashKey(token));
  return keys;
}

export async function isRevoked(db: Kysely<DB>, ids: TokenIds, token?: string): Promise<boolean> {
  const keys = keysOf(ids, token);
  if (keys.length === 0) return false;
  const row = await db.selectFrom('revoked_tokens').select('key').where('key', 'in', keys).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Lists the keys as revoked until `expiresAtMs` (the longest-lived token of the session). */
export async function revoke(db: Kysely<DB>, keys: string[], expiresAtMs: number, actorSub: string | null): Promise<void> {
  if (keys.length === 0) return;
  const now = Date.now();
  await db.transaction().execute(async (tx) => {
    await sql`DELETE FROM revoked_tokens WHERE expires_at < ${now}`.execute(tx);
    await tx
      .insertInto('revoked_tokens')
      .values(keys.map((key) => ({ key, expires_at: expiresAtMs, revoked_at: now, actor_sub: actorSub })))
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({ expires_at: sql`greatest(${eb.ref('revoked_tokens.expires_at')}, ${expiresAtMs})` })),
      )
      .execute();
  });
}

/**
 * Signs a caller's token out. A session id stays listed as long as the session could still mint
 * tokens (a refresh token renews the ID token with the same sid); a token id or hash only until
 * the token itself expires.
 */
export async function revokeCaller(
  db: Kysely<DB>,
  ids: TokenIds,
  token: string | undefined,
  opts: { sessionTtlS: number; actorSub: string | null; now?: number },
): Promise<string[]> {
  const now = opts.now ?? Date.now();
  const tokenExpiry = ids.expiresAt ? ids.expiresAt * 1000 : now + opts.sessionTtlS * 1000;
  const keys = keysOf(ids, token);
  const sessionKeys = keys.filter((k) => k.startsWith('sid:'));
  const tokenKeys = keys.filter((k) => !k.startsWith('sid:'));
  await revoke(db, sessionKeys, Math.max(tokenExpiry, now + opts.sessionTtlS * 1000), opts.actorSub);
  await revoke(db, tokenKeys, tokenExpiry, opts.actorSub);
  return keys;
}
