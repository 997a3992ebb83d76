import pg from 'pg';
import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';

/** PostgreSQL the tests use when it is reachable (TEST_PG_URL overrides; 'off' disables). */
const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let pgReachable: boolean | undefined;
export async function isPostgresReachable(): Promise<boolean> {
  if (pgReachable !== undefined) return pgReachable;
  if (PG_ADMIN_URL === 'off') return (pgReachable = false);
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    pgReachable = true;
  } catch {
    pgReachable = false;
  } finally {
    await client.end().catch(() => {});
  }
  return pgReachable;
}

export interface TestDatabase extends Database {
  /** The URL of the PostgreSQL database (postgres engine only), for code that opens its own. */
  url?: string;
}

/** A fresh, migrated database: in-memory PGlite, or a new throw-away PostgreSQL database. */
export async function createTestDatabase(engine: 'pglite' | 'postgres'): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database.db);
    return database;
  }
  const name = `nms_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  await migrate(database.db);
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The engines every repository and API test runs on: PGlite always, PostgreSQL when reachable. */
export async function testEngines(): Promise<Array<'pglite' | 'postgres'>> {
  return (await isPostgresReachable()) ? ['pglite', 'postgres'] : ['pglite'];
}
