import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { PGliteDialect } from './pglite-dialect';
import type { DB } from './schema';

export type Engine = 'pglite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  /** Raw handles, for bulk loads (COPY) only. */
  pglite?: PGlite;
  pool?: pg.Pool;
  close(): Promise<void>;
}

const INT8 = 20;
const NUMERIC = 1700;
// Epoch milliseconds and counts fit in a double; the API answers numbers, not strings.
pg.types.setTypeParser(INT8, (v) => Number(v));
pg.types.setTypeParser(NUMERIC, (v) => Number(v));

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite directory; 'memory://' for a throw-away database. */
  dataDir?: string;
  poolSize?: number;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10, connectionTimeoutMillis: 5000 });
    // A client losing its server must not crash the process: the failing query rejects (503)
    // and the pool replaces the client. Without these listeners pg re-throws as uncaught.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', pool, close: () => db.destroy() };
  }
  const dir = opts.dataDir ?? 'memory://';
  const unlock = dir.startsWith('memory://') ? () => {} : lockDataDir(dir);
  try {
    const pglite = await PGlite.create(dir, {
      extensions: { pg_trgm },
      parsers: { [INT8]: (v: string) => Number(v), [NUMERIC]: (v: string) => Number(v) },
    });
    const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
    return {
      db,
      engine: 'pglite',
      pglite,
      close: async () => {
        await db.destroy();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
