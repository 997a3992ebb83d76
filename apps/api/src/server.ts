import { buildApp } from './app';
import { DEMO_USERS } from './auth/demo-users';
import { loadConfig } from './config';
import { openDatabaseWithRetry } from './db/open-with-retry';
import { migrate } from './db/migrate';
import { startSimulator } from './simulator';

/** Starts the console: database, migrations, simulator, HTTP. Stops gracefully on SIGTERM/SIGINT. */
async function main() {
  const config = loadConfig();
  const database = await openDatabaseWithRetry(config);
  await migrate(database.db);
  const app = await buildApp({ config, database, logger: { level: config.logLevel }, serveWeb: true });
  const log = app.log;

  const simulator = config.simulator.enabled
    ? await startSimulator({ db: database.db, database, config, log })
    : undefined;

  await app.listen({ host: config.host, port: config.port });
  printBanner(config.publicUrl, database.engine, !config.oidc.externalIssuer);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await app.close();
    await simulator?.stop();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

function printBanner(url: string, engine: string, embeddedSignIn: boolean) {
  const lines = [`NMS Tools is running at ${url} (database: ${engine})`];
  if (embeddedSignIn) {
    lines.push('Demo users of the embedded sign-in:');
    for (const u of DEMO_USERS) lines.push(`  ${u.username.padEnd(10)} password ${u.password.padEnd(10)} groups ${u.groups.join(', ')}`);
  }
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

main().catch((err: Error) => {
  process.stderr.write(`NMS Tools failed to start: ${err.message}\n`);
  process.exit(1);
});
