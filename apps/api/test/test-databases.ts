import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { openDatabase, type Database } from '../src/db/database';
import { migrate, MIGRATIONS_DIR } from '../src/db/migrate';
import { adminQuery, createPostgresDatabase, isPostgresReachable } from './postgres-admin';

export { isPostgresReachable };

export interface TestDatabase extends Database {
  /** The URL of the PostgreSQL database (postgres engine only), for code that opens its own. */
  url?: string;
}

/**
 * The migrations' fingerprint (and PGlite's version, whose dump a template is): a template made
 * from other migrations is never used. Migrating a fresh database cost 4-5 s a test file on PGlite
 * (initdb, then every migration): a copy of a migrated one costs a fraction, and each engine's
 * template is made once per set of migrations.
 */
const fingerprint = (() => {
  const hash = createHash('sha256');
  const pglitePackage = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json');
  hash.update(readFileSync(pglitePackage));
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
  return hash.digest('hex').slice(0, 12);
})();

/** A migrated PGlite data directory, dumped once (written whole, then renamed: workers may race). */
async function pgliteTemplate(): Promise<Blob> {
  const path = join(tmpdir(), `nms-test-template-${fingerprint}.tar`);
  if (!existsSync(path)) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database.db);
    const dump = Buffer.from(await (await database.pglite!.dumpDataDir('none')).arrayBuffer());
    await database.close();
    const partial = `${path}.${process.pid}`;
    writeFileSync(partial, dump);
    renameSync(partial, path);
  }
  return new Blob([readFileSync(path)]);
}

/** A migrated PostgreSQL template database, made once; older ones (other migrations) are dropped. */
async function postgresTemplate(): Promise<string> {
  const name = `nms_template_${fingerprint}`;
  const found = await adminQuery<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'nms\\_template\\_%'`);
  if (found.some((r) => r.datname === name)) return name;
  const made = await createPostgresDatabase(`nms_tbuild`);
  const database = await openDatabase({ databaseUrl: made.url, poolSize: 1 });
  await migrate(database.db);
  await database.close();
  const building = new URL(made.url).pathname.slice(1);
  // Another worker may have renamed its own first: then this one is dropped.
  await adminQuery(`ALTER DATABASE ${building} RENAME TO ${name}`).catch(() => made.drop());
  for (const { datname } of found) await adminQuery(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
  return name;
}

// Found (or made) once per test process: a file making several databases reads the 45 MB dump and
// asks the server for its template once, not per database.
let pgliteDump: Promise<Blob> | undefined;
let postgresTemplateName: Promise<string> | undefined;

/** A fresh, migrated database: in-memory PGlite, or a new throw-away PostgreSQL database. */
export async function createTestDatabase(engine: 'pglite' | 'postgres'): Promise<TestDatabase> {
  if (engine === 'pglite') return openDatabase({ dataDir: 'memory://', loadDataDir: await (pgliteDump ??= pgliteTemplate()) });
  const created = await createPostgresDatabase('nms_test', await (postgresTemplateName ??= postgresTemplate()));
  const database = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
  return {
    ...database,
    url: created.url,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/** The engines every repository and API test runs on: PGlite always, PostgreSQL when reachable. */
export async function testEngines(): Promise<Array<'pglite' | 'postgres'>> {
  return (await isPostgresReachable()) ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * The engines of a route test (what a call answers: validation, roles, shapes, errors): PGlite.
 * The SQL under the routes is held to both engines by the repository tests (*.db.test.ts) and by
 * the route tests that exercise engine behaviour (locks and versions, LISTEN/NOTIFY, counts and
 * plans, bulk writes, the feeds), which keep testEngines(). Running the others twice cost the
 * suite minutes and found nothing the first engine did not; ROUTE_TESTS_ON_ALL_ENGINES=1 runs
 * them on both.
 */
export async function routeTestEngines(): Promise<Array<'pglite' | 'postgres'>> {
  return process.env.ROUTE_TESTS_ON_ALL_ENGINES === '1' ? testEngines() : ['pglite'];
}
