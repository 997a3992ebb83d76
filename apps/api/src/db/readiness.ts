import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from './database';
import type { DB } from './schema';

/** How long readiness waits for the database before it answers unavailable. */
export const READINESS_TIMEOUT_MS = 2000;
/** PGlite's answer to a statement sent inside another caller's failed transaction: the engine did answer. */
const IN_FAILED_TRANSACTION = '25P02';

function within<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    // The timer never keeps the process up.
    timer = setTimeout(() => reject(new Error('timeout')), READINESS_TIMEOUT_MS).unref();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Whether the database answers a trivial statement in time. A hung connection must not hang the
 * probe (a load balancer would wait on it), so the wait is bounded.
 */
export async function databaseAnswers(db: Kysely<DB>): Promise<boolean> {
  try {
    await within(sql`SELECT 1`.execute(db));
    return true;
  } catch {
    return false;
  }
}

export interface ReadinessProbe {
  /** Whether the database answers now, without waiting behind the requests' queries. */
  answers(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * /readyz's database check on a path of its own. Through the request pool, a loaded process's
 * probe queued behind user queries, timed out at the balancer, and every busy process was taken
 * out together (issue 30). PostgreSQL: one connection of its own (a pool of one reconnects after a
 * failure). PGlite: the engine directly, past the dialect's queue (PGlite runs one statement at a
 * time, so the probe waits for the running statement at most).
 */
export function readinessProbe(database: Database): ReadinessProbe {
  if (database.pool) {
    const own = new pg.Pool({
      connectionString: database.pool.options.connectionString,
      max: 1,
      connectionTimeoutMillis: READINESS_TIMEOUT_MS,
      query_timeout: READINESS_TIMEOUT_MS,
      application_name: 'nms-readiness',
    });
    // A connection losing its server must not crash the process: the next probe reconnects.
    own.on('error', () => {});
    return {
      answers: () =>
        within(own.query('SELECT 1')).then(
          () => true,
          () => false,
        ),
      close: () => own.end(),
    };
  }
  const pglite = database.pglite;
  if (!pglite) return { answers: () => databaseAnswers(database.db), close: async () => {} };
  return {
    answers: () =>
      within(pglite.query('SELECT 1')).then(
        () => true,
        (err: { code?: string }) => err?.code === IN_FAILED_TRANSACTION,
      ),
    close: async () => {},
  };
}
