import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { currentSecretsKeyring } from '../../lib/secrets/keyring';
import { appSecret } from '../../lib/secrets/secrets-repository';
import { parseSecretKey } from '../../lib/secrets/aes-gcm';

export { openSecret, parseSecretKey, sealSecret } from '../../lib/secrets/aes-gcm';

/**
 * SNMP secrets (communities, v3 keys) are AES-256-GCM ciphertext at rest. The key is
 * SNMP_SECRET_KEY (32 bytes, hex or base64), else a random key created once in app_secrets
 * (itself sealed under the secrets key, lib/secrets), so every API and poller process on one
 * database decrypts alike.
 */
const SECRET_NAME = 'snmp-credentials-aes256gcm';
const cache = new WeakMap<object, Buffer>();

export async function snmpSecretKey(db: Kysely<DB>, configured: string | undefined): Promise<Buffer> {
  if (configured) return parseSecretKey(configured);
  const known = cache.get(db);
  if (known) return known;
  const key = Buffer.from(await appSecret(db, SECRET_NAME, currentSecretsKeyring()), 'hex');
  cache.set(db, key);
  return key;
}
