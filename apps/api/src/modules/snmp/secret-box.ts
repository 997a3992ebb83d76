import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * SNMP secrets (communities, v3 keys) are AES-256-GCM ciphertext at rest. The key is
 * SNMP_SECRET_KEY (32 bytes, hex or base64), else a random key created once in app_secrets, so
 * every API and poller process on one database decrypts alike.
 */
const SECRET_NAME = 'snmp-credentials-aes256gcm';
const FORMAT = 'v1';
const cache = new WeakMap<object, Buffer>();

/** The configured key as 32 bytes; a key of another length is a start-up error, not a silent fallback. */
export function parseSecretKey(text: string): Buffer {
  const t = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64');
  if (key.length !== 32) throw new Error('SNMP_SECRET_KEY must be 32 bytes, as 64 hex digits or base64');
  return key;
}

export async function snmpSecretKey(db: Kysely<DB>, configured: string | undefined): Promise<Buffer> {
  if (configured) return parseSecretKey(configured);
  const known = cache.get(db);
  if (known) return known;
  await sql`
    INSERT INTO app_secrets (name, value, created_at) VALUES (${SECRET_NAME}, ${randomBytes(32).toString('hex')}, ${Date.now()})
    ON CONFLICT (name) DO NOTHING`.execute(db);
  const { rows } = await sql<{ value: string }>`SELECT value FROM app_secrets WHERE name = ${SECRET_NAME}`.execute(db);
  const key = Buffer.from(rows[0].value, 'hex');
  cache.set(db, key);
  return key;
}

/** `v1:<iv>:<tag>:<ciphertext>` (base64 parts) of the JSON of `value`. */
export function sealSecret(key: Buffer, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return [FORMAT, iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
}

/** The value sealSecret sealed; throws when the key is not the one it was sealed with. */
export function openSecret<T>(key: Buffer, sealed: string): T {
  const [format, iv, tag, body] = sealed.split(':');
  if (format !== FORMAT || !iv || !tag || body === undefined) throw new Error('not a sealed SNMP secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
  return JSON.parse(text) as T;
}
