import type { FeedCounters, FeedHealth, PollerHealth } from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { readCredentialErrors, readFeedCounters, readPollerFigures, readUnknownSources } from './repository';

/** Unknown sources the screen lists (the newest; the table keeps more). */
const LISTED = 200;
/** Devices refusing the credentials listed by name (the count has them all). */
const CREDENTIAL_DEVICES_LISTED = 20;

/** What a poll's error says when the agent refused the credentials (snmp-errors.ts names them so). */
export const CREDENTIAL_ERROR_PATTERN = 'SNMPv3 % failure:%';

/** The pollers' pace and the fleet's poll state (Admin → Feeds and /metrics). */
export async function pollerFigures(db: Kysely<DB>, now: number, intervalMs: number): Promise<PollerHealth> {
  const [p, credentialDevices] = await Promise.all([
    readPollerFigures(db, now, intervalMs, CREDENTIAL_ERROR_PATTERN),
    readCredentialErrors(db, CREDENTIAL_ERROR_PATTERN, CREDENTIAL_DEVICES_LISTED),
  ]);
  return {
    targets: p.targets,
    intervalMs,
    polledLastInterval: p.polled_last_interval,
    pollsPerSecond: Math.round((p.polled_last_interval / (intervalMs / 1000)) * 100) / 100,
    durationP50Ms: p.duration_p50,
    durationP95Ms: p.duration_p95,
    overdue: p.overdue,
    unreachable: p.unreachable,
    credentialErrors: p.credential_errors,
    lastPolledAt: p.last_polled_at,
    credentialDevices,
  };
}

/** Admin → Feeds: every feed's counters, the pollers' pace and the newest unknown sources. */
export async function feedHealth(db: Kysely<DB>, intervalMs: number, now: number): Promise<FeedHealth> {
  const [counters, poller, unknown] = await Promise.all([readFeedCounters(db), pollerFigures(db, now, intervalMs), readUnknownSources(db, LISTED)]);
  const feeds = new Map<string, FeedCounters>();
  for (const c of counters) {
    const f = feeds.get(c.feed) ?? { feed: c.feed, counters: {}, lastAt: null };
    f.counters[c.counter] = c.value;
    f.lastAt = Math.max(f.lastAt ?? 0, c.updated_at);
    feeds.set(c.feed, f);
  }
  return {
    at: now,
    feeds: [...feeds.values()],
    poller,
    unknownSources: unknown.map((u) => ({
      feed: u.feed,
      address: u.address,
      firstSeen: u.first_seen,
      lastSeen: u.last_seen,
      count: u.count,
      sample: u.sample,
    })),
  };
}
