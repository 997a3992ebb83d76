import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { createPgPool } from './pg-pool';
import { PGliteDialect } from './pglite-dialect';
import { RequestAdmission } from './request-admission';
import type { DB } from './schema';

export type Engine = 'pglite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  /** Raw handles, for bulk loads (COPY) only. */
  pglite?: PGlite;
  pool?: pg.Pool;
  /** The primary's pool as Kysely borrows it (guarded, measured): read replicas fall back to it. */
  dialectPool?: PostgresPool;
  /** Requests waiting for admission and calls waiting for a connection, right now. */
  waiting(): number;
  /** Whole-request admission (OVERLOAD_MAX_DB_QUEUE); absent when unbounded. */
  admission?: RequestAdmission;
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
  /** PGlite only: a dumped data directory to start from instead of an empty one (test templates). */
  loadDataDir?: Blob;
  poolSize?: number;
  /** PostgreSQL only: opening a connection or waiting for one from a full pool. Default 5 s. */
  connectTimeoutMs?: number;
  /** PostgreSQL only: per-statement bound (server and client side); unset = none. */
  statementTimeoutMs?: number;
  /** Requests waiting for admission beyond this are refused at once with a busy error (unset = no limit). */
  maxQueue?: number;
  /** Requests admitted at once (OVERLOAD_MAX_DB_REQUESTS); default: the pool size, or 4 on PGlite. */
  maxActiveRequests?: number;
}

/** PGlite runs one statement at a time on this thread: a few requests in flight keep it busy. */
const PGLITE_ACTIVE_REQUESTS = 4;

function admissionFor(opts: DatabaseOptions, defaultActive: number): RequestAdmission | undefined {
  if (!opts.maxQueue) return undefined;
  return new RequestAdmission({ maxActive: opts.maxActiveRequests || defaultActive, maxQueue: opts.maxQueue });
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const poolSize = opts.poolSize ?? 10;
    const admission = admissionFor(opts, poolSize);
    const { pool, dialectPool } = createPgPool({
      connectionString: opts.databaseUrl,
      poolSize,
      connectTimeoutMs: opts.connectTimeoutMs ?? 5000,
      statementTimeoutMs: opts.statementTimeoutMs,
      admission,
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: dialectPool }) });
    const waiting = () => pool.waitingCount + (admission?.waiting() ?? 0);
    return { db, engine: 'postgres', pool, dialectPool, admission, waiting, close: () => db.destroy() };
  }
  const dir = opts.dataDir ?? 'memory://';
  const unlock = dir.startsWith('memory://') ? () => {} : lockDataDir(dir);
  try {
    const pglite = await PGlite.create(dir, {
      extensions: { pg_trgm },
      loadDataDir: opts.loadDataDir,
      parsers: { [INT8]: (v: string) => Number(v), [NUMERIC]: (v: string) => Number(v) },
    });
    const admission = admissionFor(opts, PGLITE_ACTIVE_REQUESTS);
    const dialect = new PGliteDialect(pglite, admission);
    const db = new Kysely<DB>({ dialect });
    return {
      db,
      engine: 'pglite',
      pglite,
      admission,
      waiting: () => dialect.waiting() + (admission?.waiting() ?? 0),
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
