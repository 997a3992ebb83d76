import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'migrations');

/**
 * Applies migrations/NNN-name.sql in order, each in its own transaction. An advisory lock keeps
 * several API processes starting together on one PostgreSQL from applying the same file twice.
 */
export async function migrate(db: Kysely<DB>, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => /^\d{3}-[\w-]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  await db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(7301)`.execute(tx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at bigint NOT NULL)`.execute(tx);
    const done = new Set((await tx.selectFrom('schema_migrations').select('name').execute()).map((r) => r.name));
    for (const file of files) {
      if (done.has(file)) continue;
      await sql.raw(readFileSync(join(dir, file), 'utf8')).execute(tx);
      await tx.insertInto('schema_migrations').values({ name: file, applied_at: Date.now() }).execute();
      applied.push(file);
    }
  });
  return applied;
}
