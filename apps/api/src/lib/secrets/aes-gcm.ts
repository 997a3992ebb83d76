import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM sealing of JSON values, shared by the SNMP credentials (modules/snmp/secret-box.ts)
 * and the secrets at rest (keyring.ts). GCM authenticates: a value opened with another key throws
 * instead of answering garbage, which is how a wrong key is told apart at start-up.
 */
const FORMAT = 'v1';

/** A 32-byte key written as 64 hex digits or base64; a key of another length is an error naming `name`. */
export function parseSecretKey(text: string, name = 'SNMP_SECRET_KEY'): Buffer {
  const t = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64');
  if (key.length !== 32) throw new Error(`${name} must be 32 bytes, as 64 hex digits or base64`);
  return key;
}

/** Whether `text` has the shape sealSecret writes (stored values written before sealing do not). */
export const isSealed = (text: string) => text.startsWith(`${FORMAT}:`);

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
  if (format !== FORMAT || !iv || !tag || body === undefined) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
  return JSON.parse(text) as T;
}
