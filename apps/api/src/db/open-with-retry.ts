import { sql } from 'kysely';
import type { Config } from '../config';
import { openDatabase, type Database } from './database';
import { migrate } from './migrate';

/**
 * PGlite opens or fails at once (a held lock is final). PostgreSQL may simply not be up yet:
 * keep trying, so an API started before its database comes up by itself.
 */
export async function openDatabaseWithRetry(config: Config, attempts = 60): Promise<Database> {
  const maxQueue = config.overload?.maxDbQueue || undefined;
  const maxActiveRequests = config.overload?.maxDbRequests || undefined;
  if (!config.databaseUrl) return openDatabase({ dataDir: config.dataDir, maxQueue, maxActiveRequests });
  for (let i = 1; ; i++) {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      poolSize: config.db?.poolSize,
      connectTimeoutMs: config.db?.connectTimeoutMs,
      statementTimeoutMs: config.db?.statementTimeoutMs || undefined,
      maxQueue,
      maxActiveRequests,
    });
    try {
      await sql`SELECT 1`.execute(database.db);
      return database;
    } catch (err) {
      await database.close().catch(() => {});
      if (i >= attempts) throw err;
      process.stderr.write(`database not reachable (${(err as Error).message}); retrying in 2 s\n`);
      await new Promise((r) => setTimeout(r, 2000));
    }
  }
}

/**
 * Migrations may wait for another process's migrations (advisory lock) and build indexes on big
 * tables: on PostgreSQL they run on a connection of their own without the statement bound.
 */
export async function migrateForStart(config: Config, database: Database): Promise<void> {
  if (database.engine !== 'postgres' || !config.databaseUrl) {
    await migrate(database.db);
    return;
  }
  const unbounded = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 1, connectTimeoutMs: config.db?.connectTimeoutMs });
  try {
    await migrate(unbounded.db);
  } finally {
    await unbounded.close();
  }
}
