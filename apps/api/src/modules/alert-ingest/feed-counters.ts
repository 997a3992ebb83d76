import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Adds `by` to a feed's counter (feed_counters), creating it at the first count. */
export async function bumpFeedCounter(db: Kysely<DB>, feed: string, counter: string, by: number, at: number): Promise<void> {
  if (by <= 0) return;
  await sql`
    INSERT INTO feed_counters (feed, counter, value, updated_at) VALUES (${feed}, ${counter}, ${by}, ${at})
    ON CONFLICT (feed, counter) DO UPDATE SET value = feed_counters.value + excluded.value, updated_at = excluded.updated_at`.execute(db);
}

export async function feedCounter(db: Kysely<DB>, feed: string, counter: string): Promise<number> {
  const { rows } = await sql<{ value: string | number }>`
    SELECT value FROM feed_counters WHERE feed = ${feed} AND counter = ${counter}`.execute(db);
  return rows[0] ? Number(rows[0].value) : 0;
}
