import { chmod, link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join, resolve } from 'node:path';
import { parseSecretKey } from './aes-gcm';
import type { SecretsKeyring } from './keyring';

export interface SecretsSettings {
  /** SECRETS_KEY: 32 bytes as 64 hex digits or base64. */
  key?: string;
  /** SECRETS_KEY_FILE: a file holding the key; created (mode 0600) when it does not exist. */
  keyFile?: string;
  /** SECRETS_KEY_PREVIOUS: keys that only open (rotation), comma separated. */
  previous: string[];
}

export function loadSecretsSettings(env: NodeJS.ProcessEnv): SecretsSettings {
  return {
    key: env.SECRETS_KEY || undefined,
    keyFile: env.SECRETS_KEY_FILE ? resolve(env.SECRETS_KEY_FILE) : undefined,
    previous: (env.SECRETS_KEY_PREVIOUS ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
  };
}

/**
 * Where the embedded default keeps its key: beside the data directory, not in it (`./data` ->
 * `./data.secrets-key`), so a copy of the data directory alone opens none of its secrets.
 */
export const defaultSecretsKeyFile = (dataDir: string) => join(dirname(dataDir), `${basename(dataDir)}.secrets-key`);

async function keyFromFile(path: string): Promise<Buffer> {
  try {
    return parseSecretKey(await readFile(path, 'utf8'), `the secrets key file ${path}`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const key = randomBytes(32);
  // Written whole to a temporary file, then hard-linked into place: two processes starting at once
  // never read a half-written key, and the loser of the link reads the winner's.
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, `${key.toString('hex')}\n`, { mode: 0o600 });
  try {
    await chmod(temporary, 0o600);
    await link(temporary, path);
    return key;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return parseSecretKey(await readFile(path, 'utf8'), `the secrets key file ${path}`);
  } finally {
    await unlink(temporary);
  }
}

/**
 * The keyring of a server or poller process. SECRETS_KEY wins, then SECRETS_KEY_FILE (created
 * when missing). Without either, the embedded engine creates its key file beside the data
 * directory; PostgreSQL refuses: every process on the database must share one key, which a
 * file made by each host would not be.
 */
export async function openSecretsKeyring(config: { secrets?: SecretsSettings; databaseUrl?: string; dataDir: string }): Promise<SecretsKeyring> {
  const settings = config.secrets ?? { previous: [] };
  const previous = settings.previous.map((k, i) => parseSecretKey(k, `SECRETS_KEY_PREVIOUS (key ${i + 1})`));
  if (settings.key) return { current: parseSecretKey(settings.key, 'SECRETS_KEY'), previous, source: 'SECRETS_KEY' };
  const file = settings.keyFile ?? (config.databaseUrl ? undefined : defaultSecretsKeyFile(config.dataDir));
  if (!file) {
    throw new Error(
      'DATABASE_URL needs SECRETS_KEY or SECRETS_KEY_FILE: the key that seals the secrets kept in the database ' +
        '(one key shared by every process on it; a SECRETS_KEY_FILE that does not exist is created). See docs/security.md.',
    );
  }
  return { current: await keyFromFile(file), previous, source: `the key in ${file}` };
}
