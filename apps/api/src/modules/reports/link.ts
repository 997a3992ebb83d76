import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { currentSecretsKeyring } from '../../lib/secrets/keyring';
import { appSecret } from '../../lib/secrets/secrets-repository';

/**
 * Signed report links. Iframes cannot send a bearer token, so the secured API hands out a URL
 * whose `hash` is HMAC-SHA256 over the report name, every other query parameter (sorted) and
 * `expires` (epoch seconds). The key is REPORT_LINK_SECRET, else a random key created once in
 * app_secrets (sealed under the secrets key, lib/secrets), so every API process on the database
 * signs and verifies alike.
 */
const SECRET_NAME = 'report-link-hmac';
let cached: { db: Kysely<DB>; key: string } | undefined;

export async function reportSecret(db: Kysely<DB>, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  if (cached?.db === db) return cached.key;
  cached = { db, key: await appSecret(db, SECRET_NAME, currentSecretsKeyring()) };
  return cached.key;
}

const canonical = (report: string, params: Record<string, string>) =>
  [
    report,
    ...Object.keys(params)
      .filter((k) => k !== 'hash')
      .sort()
      .map((k) => `${k}=${params[k]}`),
  ].join('\n');

export function signReport(key: string, report: string, params: Record<string, string>): string {
  return createHmac('sha256', key).update(canonical(report, params)).digest('hex');
}

export type LinkCheck = 'ok' | 'expired' | 'bad-hash';

/** Checks the hash first (a tampered expiry is a bad hash), then the expiry. */
export function verifyReport(key: string, report: string, params: Record<string, string>, nowS: number): LinkCheck {
  const given = Buffer.from(params.hash ?? '', 'hex');
  const want = Buffer.from(signReport(key, report, params), 'hex');
  if (given.length !== want.length || !timingSafeEqual(given, want)) return 'bad-hash';
  const expires = Number(params.expires);
  if (!Number.isInteger(expires) || expires < nowS) return 'expired';
  return 'ok';
}
