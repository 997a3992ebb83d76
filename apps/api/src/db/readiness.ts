import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

/** How long readiness waits for the database before it answers unavailable. */
export const READINESS_TIMEOUT_MS = 2000;

/**
 * Whether the database answers a trivial statement in time. A hung connection must not hang the
 * probe (a load balancer would wait on it), so the wait is bounded; the timer never keeps the process up.
 */
export async function databaseAnswers(db: Kysely<DB>): Promise<boolean> {
  try {
    await Promise.race([
      sql`SELECT 1`.execute(db),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), READINESS_TIMEOUT_MS).unref()),
    ]);
    return true;
  } catch {
    return false;
  }
}
