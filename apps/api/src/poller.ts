import { loadConfig } from './config';
import { migrateForStart, openDatabaseWithRetry } from './db/open-with-retry';
import { startFeeds } from './feeds/start-feeds';
import { lineLogger } from './modules/poller';
import { useSecretsKeyring } from './lib/secrets/keyring';
import { openSecretsKeyring } from './lib/secrets/secrets-key-file';

/**
 * `npm run poller`: the SNMP/ICMP poller (and any receivers the configuration turns on) as a
 * process of its own against PostgreSQL, e.g. on a host near the devices. Several of these
 * share the device set through claims in the database. No HTTP; stops on SIGTERM/SIGINT.
 */
async function main() {
  const loaded = loadConfig();
  if (!loaded.databaseUrl) {
    process.stderr.write(
      'npm run poller needs DATABASE_URL (PostgreSQL): the embedded database (PGlite) belongs to the one server process that opened it. ' +
        'Without PostgreSQL, run the poller inside the server with POLLER=on.\n',
    );
    process.exit(2);
  }
  // The SNMP credentials' key is sealed under the secrets key: the server's key, shared.
  useSecretsKeyring(await openSecretsKeyring(loaded));
  const feeds = loaded.feeds!;
  // This process exists to poll: POLLER=on is implied; receivers stay as configured. The
  // maintenance scheduler is the API leader's (one across processes): never here.
  const config = { ...loaded, feeds: { ...feeds, maintenanceTickMs: 0, poller: { ...feeds.poller, enabled: true } } };
  const log = lineLogger(config.logLevel, { name: 'poller', pid: process.pid });
  const database = await openDatabaseWithRetry(config);
  await migrateForStart(config, database);
  const running = await startFeeds({ db: database.db, database, config, log });
  log.info({ poller: config.feeds.poller.id }, 'poller process ready');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'poller process stopping');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await running.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err: Error) => {
  process.stderr.write(`NMS Tools poller failed to start: ${err.message}\n`);
  process.exit(1);
});
