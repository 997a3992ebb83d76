import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type { Replica } from './replica-health';

/** Node and pg messages of a connection that is gone (the replica stopped, restarted or was cut off). */
const GONE =
  /ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|Connection terminated|not queryable|terminating connection|the database system is (shutting down|starting up|in recovery mode)/i;
/** SQLSTATE classes and codes of a server that went away: connection exception, admin/crash shutdown, cannot connect now. */
const GONE_CODES = /^(08...|57P01|57P02|57P03)$/;
/** A hot standby cancels a read whose rows recovery had to remove (40001 with this message): the primary has them. */
const RECOVERY_CONFLICT = /conflict with recovery/i;

/** 'down': take the replica out; 'conflict': only this read goes to the primary; undefined: the read's own error. */
export function replicaFailure(err: unknown): 'down' | 'conflict' | undefined {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  if ((typeof code === 'string' && GONE_CODES.test(code)) || GONE.test(text)) return 'down';
  if (RECOVERY_CONFLICT.test(text)) return 'conflict';
  return undefined;
}

export interface FallbackOptions {
  replica: Replica;
  primary: PostgresPool;
  /** The replica failed under a statement: take it out. */
  onDown(err: unknown): void;
  /** A statement that failed on the replica runs again on the primary. */
  onRetry(): void;
}

const TX_START = /^\s*(begin|start\s+transaction)\b/i;
const TX_END = /^\s*(commit|rollback|end)\b/i;

/**
 * A replica connection whose statements, when the replica fails under them, run again on the
 * primary: a reader never sees a replica's death, only a slower answer. Not inside a transaction,
 * whose snapshot a statement on another server would not share: there the error stands.
 */
export function fallbackOnFailure(client: PostgresPoolClient, o: FallbackOptions): PostgresPoolClient {
  let inTransaction = false;
  const query = async (text: unknown, parameters?: unknown) => {
    const run = client.query as (...a: unknown[]) => Promise<unknown>;
    if (typeof text !== 'string') return run.call(client, text, parameters); // a cursor: streamed where it is
    if (TX_START.test(text)) inTransaction = true;
    try {
      return await run.call(client, text, parameters);
    } catch (err) {
      const failure = replicaFailure(err);
      if (failure === 'down') o.onDown(err);
      if (!failure || inTransaction) throw err;
      o.onRetry();
      const primary = await o.primary.connect();
      try {
        return await (primary.query as (...a: unknown[]) => Promise<unknown>).call(primary, text, parameters);
      } finally {
        primary.release();
      }
    } finally {
      if (TX_END.test(text)) inTransaction = false;
    }
  };
  return { query, release: () => client.release() } as unknown as PostgresPoolClient;
}
