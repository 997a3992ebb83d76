import { randomBytes } from 'node:crypto';
import { isSealed, openSecret, sealSecret } from './aes-gcm';

/**
 * The secrets key (issue 30 item 5): the key that seals the secrets kept in the database (the
 * sign-in provider's private keys and cookie keys, the SNMP and report-link keys). It is never in
 * the database: SECRETS_KEY, SECRETS_KEY_FILE, or the key file created beside the embedded data
 * directory (secrets-key-file.ts). `previous` keys only open (rotation); whatever they open is
 * sealed again under `current`.
 */
export interface SecretsKeyring {
  current: Buffer;
  previous: Buffer[];
  /** Where the current key came from, for error messages (never the key itself). */
  source: string;
}

/** A stored secret that no key of the keyring opens: the server must not start. */
export class SecretsKeyError extends Error {
  constructor(what: string, keyring: SecretsKeyring) {
    super(
      `${what} was sealed with another secrets key than ${keyring.source}: start with SECRETS_KEY or SECRETS_KEY_FILE ` +
        'set to the key this database was sealed with, or name that key in SECRETS_KEY_PREVIOUS (docs/security.md)',
    );
    this.name = 'SecretsKeyError';
  }
}

let active: SecretsKeyring | undefined;

/** The processes' start-up (server.ts, poller.ts) sets the key they resolved; tests set others. */
export function useSecretsKeyring(keyring: SecretsKeyring): void {
  active = keyring;
}

/**
 * The keyring in use. Without one set (an app built by tests or benches over a throwaway
 * database) it is a random key of this process: every app of the process agrees, nothing outlives it.
 */
export function currentSecretsKeyring(): SecretsKeyring {
  active ??= { current: randomBytes(32), previous: [], source: 'the random key of this process (no secrets key was set)' };
  return active;
}

export const sealWith = (keyring: SecretsKeyring, value: unknown): string => sealSecret(keyring.current, value);

export interface Opened<T> {
  value: T;
  /** The value sealed under the current key, when the stored text was clear or under a previous key: store it back. */
  reseal?: string;
}

/**
 * Opens a stored secret. Clear text (a database from before sealing) and text sealed under a
 * previous key open too, with `reseal` set so the caller migrates the row.
 */
export function openStored<T>(keyring: SecretsKeyring, stored: string, clear: (text: string) => T, what: string): Opened<T> {
  if (!isSealed(stored)) {
    const value = clear(stored);
    return { value, reseal: sealWith(keyring, value) };
  }
  for (const [i, key] of [keyring.current, ...keyring.previous].entries()) {
    try {
      const value = openSecret<T>(key, stored);
      return i === 0 ? { value } : { value, reseal: sealWith(keyring, value) };
    } catch {
      // another key of the ring may open it
    }
  }
  throw new SecretsKeyError(what, keyring);
}
