import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { untilAborted } from '../lib/abortable';
import { currentRequest } from '../lib/request-context';
import { observeQuery, trackPool } from '../lib/telemetry/db-metrics';
import { DatabaseBusyError, DatabaseTimeoutError } from './database-errors';
import type { RequestAdmission } from './request-admission';

export interface PgPoolOptions {
  connectionString: string;
  poolSize: number;
  /** Opening a connection, and waiting for one from a full pool. */
  connectTimeoutMs: number;
  /** 0 or undefined: no statement bound (tests, benches, bulk tools). */
  statementTimeoutMs?: number;
  /** Whole requests are admitted (or refused) before their first connection; shared by replicas. */
  admission?: RequestAdmission;
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
      await o.admission?.admit();
      const client = await borrow(pool, o.poolSize);
      let guarded = guards.get(client);
      if (!guarded) guards.set(client, (guarded = guardClient(client, o, engine)));
      return guarded;
    },
  };
  return { pool, dialectPool };
}

/**
 * A connection from the pool. An admitted request waits on past the pool's wait bound, until its
 * deadline, rather than lose the statements it already ran; anyone else gets 503 busy after
 * DB_CONNECT_TIMEOUT_MS. Past the deadline the wait ends and a connection that comes later goes back.
 */
async function borrow(pool: pg.Pool, poolSize: number): Promise<pg.PoolClient> {
  const request = currentRequest();
  for (;;) {
    const pending = pool.connect();
    try {
      return await untilAborted(pending, request?.signal);
    } catch (err) {
      if (request?.signal?.aborted) {
        pending.then(
          (c) => c.release(),
          () => {},
        );
        throw err;
      }
      if ((err as Error).message !== POOL_WAIT_TIMEOUT) throw err;
      if (typeof request?.slot !== 'function' || !request.signal) throw new DatabaseBusyError(`all ${poolSize} connections in use`);
    }
  }
}

/**
 * After pg's client-side timeout the connection still waits for the lost answer and would
 * stall whoever gets it next: such a connection is destroyed on release, never reused.
 */
function guardClient(client: pg.PoolClient, o: PgPoolOptions, engine: string): PostgresPoolClient {
  const statementTimeoutMs = o.statementTimeoutMs ?? 0;
  let broken: Error | undefined;
  const drop = (err: Error) => {
    broken = err;
    (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    return err;
  };
  const query = (...args: unknown[]) => {
    // The statements after a lost one (Kysely's rollback) fail as it did, without touching the socket.
    if (broken) return Promise.reject(broken);
    const signal = currentRequest()?.signal;
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    const started = performance.now();
    const result = (client.query as (...a: unknown[]) => unknown)(...args);
    if (typeof (result as Promise<unknown> | undefined)?.then !== 'function') return result; // a cursor or COPY stream
    // Kysely sends (sql, parameters); the statement's time is measured to its answer, failures included.
    const text = typeof args[0] === 'string' ? args[0] : '';
    const timed = (result as Promise<unknown>).finally(() => observeQuery(engine, text, started));
    return untilAborted(timed, signal).catch((err: Error) => {
      if (signal?.aborted && err === signal.reason) {
        // Past the request's deadline: the server stops the statement, the connection is not reused.
        cancelOnServer(client, o.connectionString);
        throw drop(err);
      }
      if (err?.message !== 'Query read timeout') throw err;
      throw drop(new DatabaseTimeoutError(statementTimeoutMs + CLIENT_GRACE_MS));
    });
  };
  return { query, release: () => client.release(broken) } as unknown as PostgresPoolClient;
}

/** How long a cancel request may try to reach the server (a partition swallows it). */
const CANCEL_WITHIN_MS = 5_000;

/** PostgreSQL's cancel request for the statement running on `client` (its own short connection). */
function cancelOnServer(client: pg.PoolClient, connectionString: string): void {
  const running = (client as unknown as { activeQuery?: unknown }).activeQuery;
  if (!running) return;
  const canceller = new pg.Client({ connectionString }) as pg.Client & {
    cancel(c: pg.PoolClient, q: unknown): void;
    connection: { on(e: string, f: () => void): void; stream?: { destroy(): void } };
  };
  canceller.connection.on('error', () => {});
  canceller.cancel(client, running);
  setTimeout(() => canceller.connection.stream?.destroy(), CANCEL_WITHIN_MS).unref();
}
