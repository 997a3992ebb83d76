import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { createPostgresDatabase, isPostgresReachable } from './postgres-admin';

export { isPostgresReachable };

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
  const created = await createPostgresDatabase();
  const database = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
  await migrate(database.db);
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
