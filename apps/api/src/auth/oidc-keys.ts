import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { openStored, sealWith, type SecretsKeyring } from '../lib/secrets/keyring';

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

/** A stored key's material: `{ sealed }` under the secrets key, or the clear JSON of a database from before sealing. */
type Material = { sealed?: string } & Record<string, unknown>;

/**
 * The keys of a kind, newest first, opened. A clear row or one sealed under a previous secrets
 * key is sealed again under the current one (compare-and-set, as several processes may start).
 */
async function rows(db: Kysely<DB>, kind: string, keyring: SecretsKeyring) {
  const { rows } = await sql<{ id: string; material: Material }>`
    SELECT id, material FROM oidc_keys WHERE kind = ${kind} ORDER BY created_at DESC, id DESC`.execute(db);
  const opened = [];
  for (const row of rows) {
    const stored = row.material.sealed ?? JSON.stringify(row.material);
    const { value, reseal } = openStored<Record<string, unknown>>(keyring, stored, JSON.parse, `oidc_keys '${row.id}'`);
    if (reseal) {
      await sql`UPDATE oidc_keys SET material = ${JSON.stringify({ sealed: reseal })}::text::jsonb
        WHERE id = ${row.id} AND material = ${JSON.stringify(row.material)}::text::jsonb`.execute(db);
    }
    opened.push({ id: row.id, material: value });
  }
  return opened;
}

/**
 * Inserts the first key of a kind under a fixed id: when several processes start at once on one
 * database, one insert wins and every process reads back the winner's key.
 */
async function ensureFirst(db: Kysely<DB>, kind: string, id: string, keyring: SecretsKeyring, make: () => Promise<object>) {
  let found = await rows(db, kind, keyring);
  if (found.length === 0) {
    const material = { sealed: sealWith(keyring, await make()) };
    await sql`INSERT INTO oidc_keys (id, kind, material, created_at)
      VALUES (${id}, ${kind}, ${JSON.stringify(material)}::text::jsonb, ${Date.now()})
      ON CONFLICT (id) DO NOTHING`.execute(db);
    found = await rows(db, kind, keyring);
  }
  return found;
}

/**
 * Loads the provider's keys from `oidc_keys`, generating them on the first start. They are kept
 * sealed under the secrets key (lib/secrets), so a copy of the database signs nothing.
 */
export async function loadOidcKeys(db: Kysely<DB>, keyring: SecretsKeyring): Promise<OidcKeys> {
  const jwkRows = await ensureFirst(db, 'jwk', 'jwk-0001', keyring, newSigningKey);
  const cookieRows = await ensureFirst(db, 'cookie', 'cookie-0001', keyring, async () => ({
    secret: randomBytes(32).toString('base64url'),
  }));
  const signing = jwkRows.map((r) => r.material as JWK);
  return {
    signing,
    publicJwks: { keys: signing.map(publicJwk) },
    cookieKeys: cookieRows.map((r) => String(r.material.secret)),
  };
}

/** Opens (and migrates) every stored provider key at start, with or without the embedded provider. */
export async function sealOidcKeys(db: Kysely<DB>, keyring: SecretsKeyring): Promise<void> {
  for (const kind of ['jwk', 'cookie']) await rows(db, kind, keyring);
}
