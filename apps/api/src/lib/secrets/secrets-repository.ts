import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { openStored, sealWith, type SecretsKeyring } from './keyring';

/**
 * `app_secrets` rows (the SNMP credentials key, the report-link key) hold their value sealed
 * under the secrets key. A clear row (a database from before sealing) or one sealed under a
 * previous key is sealed again under the current key when read.
 */
const clearValue = (text: string) => text;

async function resealed(db: Kysely<DB>, name: string, stored: string, keyring: SecretsKeyring): Promise<string> {
  const opened = openStored<string>(keyring, stored, clearValue, `app_secrets '${name}'`);
  // Compare-and-set: processes starting together each seal it; one write wins, all read the same value.
  if (opened.reseal) await sql`UPDATE app_secrets SET value = ${opened.reseal} WHERE name = ${name} AND value = ${stored}`.execute(db);
  return opened.value;
}

/** The secret `name` (64 hex digits), created at random on first use. */
export async function appSecret(db: Kysely<DB>, name: string, keyring: SecretsKeyring): Promise<string> {
  await sql`
    INSERT INTO app_secrets (name, value, created_at) VALUES (${name}, ${sealWith(keyring, randomBytes(32).toString('hex'))}, ${Date.now()})
    ON CONFLICT (name) DO NOTHING`.execute(db);
  const { rows } = await sql<{ value: string }>`SELECT value FROM app_secrets WHERE name = ${name}`.execute(db);
  return resealed(db, name, rows[0].value, keyring);
}

/** Opens (and migrates) every app_secrets row at start: a wrong key stops the start, naming the row. */
export async function sealAppSecrets(db: Kysely<DB>, keyring: SecretsKeyring): Promise<number> {
  const { rows } = await sql<{ name: string; value: string }>`SELECT name, value FROM app_secrets ORDER BY name`.execute(db);
  for (const row of rows) await resealed(db, row.name, row.value, keyring);
  return rows.length;
}
