import type { ImpactOutcome } from '@nms/simulator';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { FleetService, onImpactMoved } from '../modules/fleet';
import type { FeedHandle, FeedHost } from './feed-host';
import { startPeriodicFeed } from './periodic-feed';

/** The advisory lock key of the impact evaluation (any constant all processes share). */
export const IMPACT_LOCK_KEY = 1_601_616_001;

/**
 * One evaluation of network events and the impact history point, unless another process is
 * evaluating right now (then null: its evaluation sees the same counts). The lock is a
 * transaction lock, so a process that dies mid-evaluation never keeps it.
 */
export async function refreshImpactOnce(db: Kysely<DB>, at: number): Promise<ImpactOutcome | null> {
  return db.transaction().execute(async (tx) => {
    const { rows } = await sql<{ got: boolean }>`SELECT pg_try_advisory_xact_lock(${IMPACT_LOCK_KEY}::bigint) AS got`.execute(tx);
    if (!rows[0]?.got) return null;
    return new FleetService(tx).refreshImpact(at);
  });
}

/**
 * How soon after a write moved an impacted count the next evaluation runs: long enough for the
 * write to commit and for a storm's next batches to join one evaluation, short enough that an
 * outage's network event opens within a second or two of its devices turning red.
 */
const NUDGE_MS = 1_000;

/**
 * Network events follow group impact only when something evaluates it: the live simulator does
 * on every tick; without it (SIMULATOR=off, or not live) this feed does, every IMPACT_REFRESH_MS,
 * and within NUDGE_MS of a write in this process that moved a group's impacted count.
 * Evaluations never overlap within a process: the next is scheduled when one ends.
 */
export async function startImpactUpkeep(host: FeedHost, now: () => number = Date.now): Promise<FeedHandle | undefined> {
  const intervalMs = host.config.feeds?.impactRefreshMs ?? 15_000;
  const sim = host.config.simulator;
  if (intervalMs <= 0 || (sim.enabled && sim.live)) return undefined;
  // The first evaluation at once: events that crossed while no process was evaluating open now.
  const feed = startPeriodicFeed(intervalMs, () =>
    refreshImpactOnce(host.db, now()).then(
      (outcome) => {
        if (outcome && (outcome.opened.length > 0 || outcome.closed.length > 0)) {
          host.log.info({ opened: outcome.opened, closed: outcome.closed }, 'impact upkeep: network events changed');
        }
      },
      (err: unknown) => host.log.error({ err }, 'impact upkeep: evaluation failed'),
    ),
  );
  const unsubscribe = onImpactMoved(() => feed.soon(NUDGE_MS));
  host.log.info({ intervalMs, nudgeMs: NUDGE_MS }, 'impact upkeep started');
  return {
    async stop() {
      unsubscribe();
      await feed.stop();
    },
  };
}
