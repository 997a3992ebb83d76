import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { observeQuery, trackPool } from '../lib/telemetry/db-metrics';
import { DatabaseBusyError, DatabaseTimeoutError } from './database-errors';

export interface PgPoolOptions {
  connectionString: string;
  poolSize: number;
  /** Opening a connection, and waiting for one from a full pool. */
  connectTimeoutMs: number;
  /** 0 or undefined: no statement bound (tests, benches, bulk tools). */
  statementTimeoutMs?: number;
  /** Callers allowed to wait for a connection before the next is refused at once (0 = no limit). */
  maxQueue?: number;
  /** The `engine` label of its pool and statement metrics (read replicas report as 'postgres-replica'). */
  metricsEngine?: string;
}

/**
 * The server enforces statement_timeout, but during a network partition its answer never
 * arrives: the client gives up a grace period later, so the bound holds on a frozen link too.
 */
const CLIENT_GRACE_MS = 1000;
/** pg-pool's message when a full pool had no connection to give within connectionTimeoutMillis. */
const POOL_WAIT_TIMEOUT = 'timeout exceeded when trying to connect';

export function createPgPool(o: PgPoolOptions): { pool: pg.Pool; dialectPool: PostgresPool } {
  const engine = o.metricsEngine ?? 'postgres';
  const bounded = (o.statementTimeoutMs ?? 0) > 0;
  const pool = new pg.Pool({
    connectionString: o.connectionString,
    max: o.poolSize,
    connectionTimeoutMillis: o.connectTimeoutMs,
    // Keepalive probes find a dead idle peer (pooled connections sit idle most of the time).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...(bounded && {
      statement_timeout: o.statementTimeoutMs,
      query_timeout: o.statementTimeoutMs! + CLIENT_GRACE_MS,
      // A partition mid-transaction must not leave the server holding its locks for ever.
      idle_in_transaction_session_timeout: 2 * o.statementTimeoutMs! + CLIENT_GRACE_MS,
    }),
  });
  // A client losing its server must not crash the process: the failing query rejects (503)
  // and the pool replaces the client. Without these listeners pg re-throws as uncaught.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const untrack = trackPool({
    engine,
    max: o.poolSize,
    total: () => pool.totalCount,
    idle: () => pool.idleCount,
    waiting: () => pool.waitingCount,
  });

  // One wrapper per connection, so Kysely keeps recognising the connections it has seen.
  const guards = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const dialectPool: PostgresPool = {
    end: () => {
      untrack();
      return pool.end();
    },
    async connect() {
      if (o.maxQueue && pool.waitingCount >= o.maxQueue) throw new DatabaseBusyError(`${pool.waitingCount} requests waiting`);
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        if ((err as Error).message === POOL_WAIT_TIMEOUT) throw new DatabaseBusyError(`all ${o.poolSize} connections in use`);
        throw err;
      }
      let guarded = guards.get(client);
      if (!guarded) guards.set(client, (guarded = guardClient(client, o.statementTimeoutMs ?? 0, engine)));
      return guarded;
    },
  };
  return { pool, dialectPool };
}

/**
 * After pg's client-side timeout the connection still waits for the lost answer and would
 * stall whoever gets it next: such a connection is destroyed on release, never reused.
 */
function guardClient(client: pg.PoolClient, statementTimeoutMs: number, engine: string): PostgresPoolClient {
  let broken: Error | undefined;
  const query = (...args: unknown[]) => {
    const started = performance.now();
    const result = (client.query as (...a: unknown[]) => unknown)(...args);
    if (typeof (result as Promise<unknown> | undefined)?.then !== 'function') return result; // a cursor or COPY stream
    // Kysely sends (sql, parameters); the statement's time is measured to its answer, failures included.
    const text = typeof args[0] === 'string' ? args[0] : '';
    const timed = (result as Promise<unknown>).finally(() => observeQuery(engine, text, started));
    return timed.catch((err: Error) => {
      if (err?.message !== 'Query read timeout') throw err;
      broken = err;
      (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
      throw new DatabaseTimeoutError(statementTimeoutMs + CLIENT_GRACE_MS);
    });
  };
  return { query, release: () => client.release(broken) } as unknown as PostgresPoolClient;
}
