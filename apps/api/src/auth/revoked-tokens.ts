import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { TokenIds } from './user';

/**
 * Signed-out sessions and revoked tokens (issue 17 item 3). A bearer token is refused while its
 * session id or token id is listed; a row is only needed until the token would have expired, so
 * expired rows are dropped as new ones are written. One indexed lookup per request: see
 * bench/README.md "Revocation check".
 */
export const sessionKey = (sid: string) => `sid:${sid}`;
export const tokenKey = (jti: string) => `jti:${jti}`;

export function keysOf(ids: TokenIds): string[] {
  return [ids.sessionId && sessionKey(ids.sessionId), ids.tokenId && tokenKey(ids.tokenId)].filter((k): k is string => !!k);
}

export async function isRevoked(db: Kysely<DB>, ids: TokenIds): Promise<boolean> {
  const keys = keysOf(ids);
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
      .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ expires_at: sql`greatest(${eb.ref('revoked_tokens.expires_at')}, ${expiresAtMs})` })))
      .execute();
  });
}
