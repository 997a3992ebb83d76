import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Unknown sources kept per feed: a scan of a /16 must not grow the table without end. */
const KEPT_PER_FEED = 1000;
/** A sample is what an operator needs to recognise the sender, not the whole message. */
const SAMPLE_CHARS = 300;

export interface UnknownSeen {
  address: string;
  count: number;
  sample: string;
  at: number;
}

/** Adds to a feed's counters (feed_counters) in one statement, creating each at its first count. */
export async function addFeedCounters(db: Kysely<DB>, feed: string, counts: Iterable<[string, number]>, at: number): Promise<void> {
  const rows = [...counts].filter(([, n]) => n > 0);
  if (rows.length === 0) return;
  await sql`
    INSERT INTO feed_counters (feed, counter, value, updated_at)
    VALUES ${sql.join(rows.map(([counter, n]) => sql`(${feed}, ${counter}, ${n}, ${at})`))}
    ON CONFLICT (feed, counter) DO UPDATE SET value = feed_counters.value + excluded.value, updated_at = excluded.updated_at`.execute(db);
}

/**
 * Remembers sources a feed could not place, with the last thing each sent; past KEPT_PER_FEED
 * the feed's oldest are forgotten (their counts stay in feed_counters).
 */
export async function noteUnknownSources(db: Kysely<DB>, feed: string, seen: readonly UnknownSeen[]): Promise<void> {
  const latest = new Map<string, UnknownSeen>();
  for (const s of seen) {
    const had = latest.get(s.address);
    latest.set(s.address, had ? { ...s, count: had.count + s.count, at: Math.max(had.at, s.at) } : s);
  }
  if (latest.size === 0) return;
  const rows = [...latest.values()].map((s) => ({ address: s.address, count: s.count, sample: s.sample.slice(0, SAMPLE_CHARS), at: s.at }));
  await sql`
    INSERT INTO feed_unknown_sources (feed, address, first_seen, last_seen, count, sample)
    SELECT ${feed}, r.address, r.at, r.at, r.count, r.sample
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(address text, count bigint, sample text, at bigint)
    ON CONFLICT (feed, address) DO UPDATE
       SET last_seen = greatest(feed_unknown_sources.last_seen, excluded.last_seen),
           count = feed_unknown_sources.count + excluded.count, sample = excluded.sample`.execute(db);
  await sql`
    DELETE FROM feed_unknown_sources u
     WHERE u.feed = ${feed} AND u.address NOT IN (
       SELECT address FROM feed_unknown_sources WHERE feed = ${feed} ORDER BY last_seen DESC, address LIMIT ${KEPT_PER_FEED})`.execute(db);
}

/** One counter of a feed (0 before its first count). */
export async function readFeedCounter(db: Kysely<DB>, feed: string, counter: string): Promise<number> {
  const { rows } = await sql<{ value: string | number }>`SELECT value FROM feed_counters WHERE feed = ${feed} AND counter = ${counter}`.execute(db);
  return rows[0] ? Number(rows[0].value) : 0;
}

/** Every counter of one feed, by name. */
export async function readFeedCountersOf(db: Kysely<DB>, feed: string): Promise<Record<string, number>> {
  const { rows } = await sql<{ counter: string; value: string | number }>`
    SELECT counter, value FROM feed_counters WHERE feed = ${feed} ORDER BY counter`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.counter, Number(r.value)]));
}

export interface CounterRow {
  feed: string;
  counter: string;
  value: number;
  updated_at: number;
}

/** Every feed's counters, the per-address unknown-source counters left out (feed_unknown_sources has them). */
export async function readFeedCounters(db: Kysely<DB>): Promise<CounterRow[]> {
  const { rows } = await sql<{ feed: string; counter: string; value: string | number; updated_at: string | number }>`
    SELECT feed, counter, value, updated_at FROM feed_counters WHERE counter NOT LIKE '%:%' ORDER BY feed, counter`.execute(db);
  return rows.map((r) => ({ feed: r.feed, counter: r.counter, value: Number(r.value), updated_at: Number(r.updated_at) }));
}

export interface UnknownSourceRow {
  feed: string;
  address: string;
  first_seen: number;
  last_seen: number;
  count: number;
  sample: string;
}

/** The newest unknown sources of every feed. */
export async function readUnknownSources(db: Kysely<DB>, limit: number): Promise<UnknownSourceRow[]> {
  const { rows } = await sql<UnknownSourceRow>`
    SELECT feed, address, first_seen::float8 AS first_seen, last_seen::float8 AS last_seen, count::float8 AS count, sample
      FROM feed_unknown_sources ORDER BY last_seen DESC, feed, address LIMIT ${limit}`.execute(db);
  return rows;
}

export interface PollerRow {
  targets: number;
  polled_last_interval: number;
  duration_p50: number | null;
  duration_p95: number | null;
  overdue: number;
  unreachable: number;
  credential_errors: number;
  last_polled_at: number | null;
}

/**
 * The pollers' pace from poll_targets, whichever process polled: targets polled within the last interval, their
 * durations, targets due for longer than one interval, and the devices answering nothing or
 * refusing the credentials. `credentialError` is the SQL pattern of a credential error's text.
 */
export async function readPollerFigures(db: Kysely<DB>, now: number, intervalMs: number, credentialError: string): Promise<PollerRow> {
  const lastInterval = now - intervalMs;
  const { rows } = await sql<PollerRow>`
    SELECT count(*)::int AS targets,
           (count(*) FILTER (WHERE last_polled_at >= ${lastInterval}))::int AS polled_last_interval,
           (percentile_cont(0.5) WITHIN GROUP (ORDER BY last_duration_ms) FILTER (WHERE last_polled_at >= ${lastInterval}))::float8 AS duration_p50,
           (percentile_cont(0.95) WITHIN GROUP (ORDER BY last_duration_ms) FILTER (WHERE last_polled_at >= ${lastInterval}))::float8 AS duration_p95,
           (count(*) FILTER (WHERE next_poll_at < ${now - intervalMs}))::int AS overdue,
           (count(*) FILTER (WHERE reachable IS FALSE))::int AS unreachable,
           (count(*) FILTER (WHERE last_error LIKE ${credentialError}))::int AS credential_errors,
           max(last_polled_at)::float8 AS last_polled_at
      FROM poll_targets`.execute(db);
  return rows[0];
}

/** Devices whose last poll was refused for its credentials, by name (a screenful). */
export async function readCredentialErrors(
  db: Kysely<DB>,
  credentialError: string,
  limit: number,
): Promise<Array<{ device: string; error: string; polledAt: number | null }>> {
  const { rows } = await sql<{ device: string; error: string; polledAt: number | null }>`
    SELECT device_name AS device, last_error AS error, last_polled_at::float8 AS "polledAt"
      FROM poll_targets WHERE last_error LIKE ${credentialError} ORDER BY device_name LIMIT ${limit}`.execute(db);
  return rows;
}
