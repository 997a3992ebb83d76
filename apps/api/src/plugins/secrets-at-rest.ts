import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sealOidcKeys } from '../auth/oidc-keys';
import { currentSecretsKeyring } from '../lib/secrets/keyring';
import { sealAppSecrets } from '../lib/secrets/secrets-repository';

/**
 * At start, every secret kept in the database is opened with the secrets key (issue 30 item 5):
 * a database sealed under another key stops the start with a SecretsKeyError naming the row,
 * rather than failing later at the first sign-in or SNMP poll. Clear rows of an older database,
 * and rows under a previous key (SECRETS_KEY_PREVIOUS), are sealed again under the current key.
 */
export const secretsAtRestPlugin = fp(
  async (app: FastifyInstance) => {
    const keyring = currentSecretsKeyring();
    await sealAppSecrets(app.db, keyring);
    await sealOidcKeys(app.db, keyring);
  },
  { name: 'secrets-at-rest' },
);
