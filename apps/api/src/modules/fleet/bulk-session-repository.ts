import type { FieldDef } from '@nms/contract';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../../db/database';
import { PGliteDialect } from '../../db/pglite-dialect';
import type { DB } from '../../db/schema';

/** One database session for a bulk load: Kysely on that session plus COPY into it. */
export interface BulkSession {
  db: Kysely<DB>;
  /** COPY rows (CSV text from ./csv) into the table's given columns. */
  copy(table: string, columns: readonly FieldDef[], csv: Uint8Array): Promise<void>;
}

const copySql = (table: string, columns: readonly FieldDef[], source: string) =>
  `COPY ${table} (${columns.map((c) => `"${c.column}"`).join(', ')}) FROM ${source} WITH (FORMAT csv)`;

/**
 * Runs `fn` on a single session. On PGlite it holds the app's only connection for the whole
 * load, so no request's query can run inside the load's transaction; on PostgreSQL it checks
 * one client out of the pool and COPYs through pg-copy-streams.
 */
export async function withBulkSession<T>(database: Database, fn: (s: BulkSession) => Promise<T>): Promise<T> {
  if (database.pglite) {
    const pglite = database.pglite;
    return database.db.connection().execute(async () => {
      // A second Kysely on the same PGlite instance; never destroyed (that would close PGlite).
      const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
      return fn({
        db,
        copy: async (table, columns, csv) => {
          if (csv.length) await pglite.query(copySql(table, columns, `'/dev/blob'`), [], { blob: new Blob([csv]) });
        },
      });
    });
  }
  if (!database.pool) throw new Error('bulk load needs a PGlite instance or a pg pool');
  const client = await database.pool.connect();
  try {
    // Kysely sees a pool of this one client; releasing it is ours to do, once, at the end.
    const session = { query: (...args: unknown[]) => (client.query as (...a: unknown[]) => unknown)(...args), release: () => {} };
    const pool = { connect: async () => session, end: async () => {} };
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: pool as unknown as pg.Pool }) });
    return await fn({
      db,
      copy: async (table, columns, csv) => {
        if (csv.length)
          await pipeline(
            Readable.from([Buffer.from(csv.buffer, csv.byteOffset, csv.byteLength)]),
            client.query(copyFrom(copySql(table, columns, 'STDIN'))),
          );
      },
    });
  } finally {
    client.release();
  }
}

export interface IndexDef {
  name: string;
  def: string;
}

/**
 * Drops the secondary indexes of the tables (those backing no constraint) and returns their
 * definitions. Loading an empty table and then building each index once is several times
 * faster than maintaining 30 indexes row by row. Done inside the load's transaction, so a
 * crash rolls the drop back with the rows.
 */
export async function dropSecondaryIndexes(db: Kysely<DB>, tables: readonly string[]): Promise<IndexDef[]> {
  const { rows } = await sql<IndexDef>`
    SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS def
      FROM pg_index i
      JOIN pg_class c ON c.oid = i.indexrelid
      JOIN pg_class t ON t.oid = i.indrelid
     WHERE t.relname = ANY(${[...tables]}::text[]) AND t.relnamespace = current_schema()::regnamespace
       AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
     ORDER BY c.relname`.execute(db);
  for (const r of rows) await sql`DROP INDEX ${sql.id(r.name)}`.execute(db);
  return rows;
}

/** Builds the indexes; `memory` is the sort memory per build (PGlite's WASM heap is small). */
export async function createIndexes(db: Kysely<DB>, defs: readonly IndexDef[], memory = '512MB'): Promise<void> {
  await sql`SELECT set_config('maintenance_work_mem', ${memory}, true)`.execute(db);
  for (const d of defs) await sql.raw(d.def).execute(db);
}

/**
 * Drops the constraints of a table (primary key, foreign keys) and returns the statements that
 * re-add them. Foreign-key checks row by row dominate a multi-million-row insert; re-adding the
 * constraint validates all rows in one join instead.
 */
export async function dropConstraints(db: Kysely<DB>, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string; def: string; contype: string }>`
    SELECT k.conname AS name, pg_get_constraintdef(k.oid) AS def, k.contype
      FROM pg_constraint k JOIN pg_class t ON t.oid = k.conrelid
     WHERE t.relname = ${table} AND t.relnamespace = current_schema()::regnamespace AND k.contype IN ('p', 'u', 'f')
     ORDER BY k.conname`.execute(db);
  for (const r of rows.filter((x) => x.contype === 'f')) await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT ${sql.id(r.name)}`.execute(db);
  for (const r of rows.filter((x) => x.contype !== 'f')) await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT ${sql.id(r.name)}`.execute(db);
  // Primary and unique keys first when re-adding: foreign keys may reference them.
  return [...rows.filter((x) => x.contype !== 'f'), ...rows.filter((x) => x.contype === 'f')].map(
    (r) => `ALTER TABLE ${table} ADD CONSTRAINT "${r.name}" ${r.def}`,
  );
}
