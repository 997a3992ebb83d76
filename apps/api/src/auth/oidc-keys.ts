import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

export interface OidcKeys {
  /** Private signing keys, newest first: the first signs, all verify. */
  signing: JWK[];
  /** Public halves of `signing`, as published on the provider's jwks_uri. */
  publicJwks: { keys: JWK[] };
  /** Secrets that sign the provider's cookies, newest first. */
  cookieKeys: string[];
}

const PUBLIC_MEMBERS = ['kty', 'kid', 'alg', 'use', 'n', 'e', 'crv', 'x', 'y'] as const;

export function publicJwk(jwk: JWK): JWK {
  const out: JWK = {};
  for (const k of PUBLIC_MEMBERS) if (jwk[k] !== undefined) (out as Record<string, unknown>)[k] = jwk[k];
  return out;
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  jwk.kid = await calculateJwkThumbprint(jwk);
  jwk.alg = 'RS256';
  jwk.use = 'sig';
  return jwk;
}

async function rows(db: Kysely<DB>, kind: string) {
  const { rows } = await sql<{ id: string; material: Record<string, unknown> }>`
    SELECT id, material FROM oidc_keys WHERE kind = ${kind} ORDER BY created_at DESC, id DESC`.execute(db);
  return rows;
}

/**
 * Inserts the first key of a kind under a fixed id: when several processes start at once on one
 * database, one insert wins and every process reads back the winner's key.
 */
async function ensureFirst(db: Kysely<DB>, kind: string, id: string, make: () => Promise<object>) {
  let found = await rows(db, kind);
  if (found.length === 0) {
    await sql`INSERT INTO oidc_keys (id, kind, material, created_at)
      VALUES (${id}, ${kind}, ${JSON.stringify(await make())}::text::jsonb, ${Date.now()})
      ON CONFLICT (id) DO NOTHING`.execute(db);
    found = await rows(db, kind);
  }
  return found;
}

/** Loads the provider's keys from `oidc_keys`, generating them on the first start. */
export async function loadOidcKeys(db: Kysely<DB>): Promise<OidcKeys> {
  const jwkRows = await ensureFirst(db, 'jwk', 'jwk-0001', newSigningKey);
  const cookieRows = await ensureFirst(db, 'cookie', 'cookie-0001', async () => ({
    secret: randomBytes(32).toString('base64url'),
  }));
  const signing = jwkRows.map((r) => r.material as JWK);
  return {
    signing,
    publicJwks: { keys: signing.map(publicJwk) },
    cookieKeys: cookieRows.map((r) => String(r.material.secret)),
  };
}
