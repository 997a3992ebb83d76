import { createHash, randomBytes } from 'node:crypto';

/** Our opaque API tokens start so: the auth plugin tells them from JWTs, and secret scanners can find them. */
export const API_TOKEN_PREFIX = 'nmst_';

/** A new secret (shown once), its hash (kept) and the prefix the list shows. */
export function newTokenSecret(): { secret: string; hash: string; prefix: string } {
  const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, hash: hashTokenSecret(secret), prefix: secret.slice(0, API_TOKEN_PREFIX.length + 6) };
}

/** SHA-256 is enough: the secret is 256 random bits, not a password to stretch. */
export const hashTokenSecret = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');
