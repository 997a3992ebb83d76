import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Runs `fn` in a transaction, or inside the caller's when `db` already is one, so repository
 * writes compose: alone each is atomic, and a bulk load can wrap many in one.
 */
export function inTransaction<T>(db: Kysely<DB>, fn: (tx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute((tx: Transaction<DB>) => fn(tx));
}
