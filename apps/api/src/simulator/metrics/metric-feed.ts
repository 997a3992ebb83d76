import { SAMPLE_SECONDS, kindOf, metricProfile, sampleAt, type MetricProfile } from '@nms/simulator';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../modules/fleet';
import { applyRetention, rollup, writeSlot, RAW, type Retention } from '../../modules/metrics';

export interface MetricFeedOptions {
  seed: number;
  retention: Retention;
  /** PGlite runs no autovacuum: reclaim the space of dropped and rewritten chunks once a day. */
  vacuum: boolean;
  /** Epoch ms the feed starts at: the first tick polls what fell due since. */
  startMs: number;
}

export interface MetricFeed {
  /** Polls the series that fell due since the last tick; answers how many samples it wrote. */
  tick(nowMs: number): Promise<number>;
}

/** Series in order of their poll offset within each 15-minute slot. */
interface Roster {
  ids: number[];
  profiles: MetricProfile[];
  offsets: number[];
}

/** Where a series is polled within its slot: spread over the 900 s so ticks carry even load. */
const offsetOf = (id: number) => (id * 7919) % SAMPLE_SECONDS;

/** The simulator's own devices only: a real device's series are the poller's. */
async function loadRoster(db: Kysely<DB>, seed: number): Promise<Roster> {
  const { rows } = await sql<{
    id: number;
    device_name: string;
    metric: string;
    class_name: string | null;
    model: string | null;
    longitude: number | null;
  }>`
    SELECT s.id, s.device_name, s.metric, d.class_name, d.model, d.longitude
      FROM metric_series s JOIN devices d ON d.name = s.device_name
     WHERE d.simulated`.execute(db);
  const items = rows
    .flatMap((r) => {
      const kind = kindOf(r.class_name, r.model);
      return kind ? [{ id: r.id, offset: offsetOf(r.id), profile: metricProfile(seed, r.device_name, kind.key, r.metric, r.longitude) }] : [];
    })
    .sort((a, b) => a.offset - b.offset || a.id - b.id);
  return { ids: items.map((i) => i.id), profiles: items.map((i) => i.profile), offsets: items.map((i) => i.offset) };
}

/** First index whose offset is >= x (offsets ascending). */
function lowerBound(offsets: readonly number[], x: number): number {
  let lo = 0;
  let hi = offsets.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (offsets[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The simulator's live poller. Each series is polled once per 15-minute slot at its own offset,
 * so a 5 s tick writes about 1/180 of the series (a few hundred rows) instead of all of them at
 * the slot boundary; each write also refreshes that series' daily and weekly averages. Once a
 * day it drops what retention no longer keeps. Values come from the seeded history's model.
 */
export function createMetricFeed(db: Kysely<DB>, o: MetricFeedOptions): MetricFeed {
  let roster: Roster | null = null;
  let day = -1;
  let prevS = Math.floor(o.startMs / 1000);
  return {
    async tick(nowMs) {
      const nowS = Math.floor(nowMs / 1000);
      if (nowS <= prevS) return 0;
      if (!roster || Math.floor(nowS / 86_400) !== day) {
        roster = await loadRoster(db, o.seed);
        const dropped = await applyRetention(db, nowS, o.retention);
        if (o.vacuum && dropped > 0) await sql`VACUUM metric_chunks`.execute(db);
        day = Math.floor(nowS / 86_400);
      }
      // Never replay more than one slot: after a long pause the poller missed those samples.
      const from = Math.max(prevS, nowS - SAMPLE_SECONDS) + 1;
      let written = 0;
      for (let slot = Math.floor(from / SAMPLE_SECONDS) * SAMPLE_SECONDS; slot <= nowS; slot += SAMPLE_SECONDS) {
        const a = lowerBound(roster.offsets, Math.max(0, from - slot));
        const b = lowerBound(roster.offsets, Math.min(SAMPLE_SECONDS, nowS - slot + 1));
        if (b <= a) continue;
        const ids = roster.ids.slice(a, b);
        const values = roster.profiles.slice(a, b).map((p) => sampleAt(p, slot));
        await inTransaction(db, async (tx) => {
          await writeSlot(tx, RAW, slot, ids, values);
          await rollup(tx, slot, ids);
        });
        written += ids.length;
      }
      prevS = nowS;
      return written;
    },
  };
}
