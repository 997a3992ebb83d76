import { buildApp, MAX_HEADER_SIZE } from './app';
import { DEMO_USERS } from './auth/demo-users';
import { loadConfig } from './config';
import { migrateForStart, openDatabaseWithRetry } from './db/open-with-retry';
import { listenEarly } from './modules/health';
import { startLeaderWork } from './cluster/leader-work';
import { requestIdMixin } from './lib/telemetry/log-request-id';
import { useSecretsKeyring } from './lib/secrets/keyring';
import { openSecretsKeyring } from './lib/secrets/secrets-key-file';
import { startFailureText } from './lib/start-failure';

/**
 * Starts the console: HTTP port first (/healthz answers, /readyz says 'loading'), then the
 * database, migrations and the simulator's fleet, then the API on the same listening socket.
 * Stops gracefully on SIGTERM/SIGINT.
 */
async function main() {
  const config = loadConfig();
  // Before anything opens: a missing key on PostgreSQL stops the start with its cause.
  useSecretsKeyring(await openSecretsKeyring(config));
  const early = await listenEarly(config, MAX_HEADER_SIZE);
  early.setPhase('opening the database');
  const database = await openDatabaseWithRetry(config);
  early.setPhase('migrating the database');
  await migrateForStart(config, database);
  let handler: Parameters<typeof early.attach>[0] | undefined;
  const app = await buildApp({
    config,
    database,
    logger: { level: config.logLevel, mixin: requestIdMixin },
    serveWeb: true,
    shedLoad: true,
    serverFactory: (h) => {
      handler = h;
      return early.server;
    },
  });
  const log = app.log;

  // The simulator and the feeds run in the leader only (cluster/leader-work.ts); a lone server always leads.
  early.setPhase('loading the fleet');
  const leader = await startLeaderWork({ db: database.db, database, config, log });

  await app.ready();
  await early.attach(handler!);
  printBanner(config.publicUrl, database.engine, !config.oidc.externalIssuer, config.access.demoUsers);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    // Fastify closes only servers it bound itself: stop accepting here, in-flight requests finish.
    const closed = new Promise((r) => early.server.close(r));
    early.server.closeIdleConnections();
    // Live streams never finish by themselves: they end now, their tabs reopen elsewhere.
    app.live.end();
    await closed;
    await app.close();
    await leader.stop();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

function printBanner(url: string, engine: string, embeddedSignIn: boolean, demoUsers: boolean) {
  const lines = [`NMS Tools is running at ${url} (database: ${engine})`];
  if (embeddedSignIn && demoUsers) {
    lines.push('Demo users of the embedded sign-in:');
    for (const u of DEMO_USERS) lines.push(`  ${u.username.padEnd(10)} password ${u.password.padEnd(10)} groups ${u.groups.join(', ')}`);
  }
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`NMS Tools failed to start: ${startFailureText(err)}\n`);
  process.exit(1);
});
