import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../fleet';
import { applyRetention, ensureSeries, readDeviceBuckets, rollup, seriesNamesOf, writeSlot, type BucketValue } from './repository';
import { DEFAULT_RETENTION, MINUTE, type Retention } from './tiers';

/** One value of one of a device's series (the poller's samples, a remote write's points). */
export interface MetricSample {
  device: string;
  metric: string;
  value: number;
}

/**
 * Where collected series go and are read from: the console's own database by default, a
 * Prometheus-compatible engine for fleets past one database (prometheus-store.ts). One
 * interface whatever the store; METRIC_STORE chooses (metricStoreFor).
 */
export interface MetricStore {
  /** Stores the samples taken at `atMs`; a series seen twice keeps its last value. */
  write(samples: readonly MetricSample[], atMs: number): Promise<void>;
  /** The stored metric names of a device (what its graphs can draw). */
  seriesOf(device: string): Promise<string[]>;
  /** Averages per period bucket over [start, end) (epoch seconds; period 0 = the finest samples). */
  readBuckets(device: string, metrics: readonly string[], start: number, end: number, period: number): Promise<BucketValue[]>;
}

/** Each series' last finite sample, keyed device + metric: a store writes one value a series a slot. */
export function lastPerSeries(samples: readonly MetricSample[]): Map<string, MetricSample> {
  const last = new Map<string, MetricSample>();
  for (const s of samples) if (Number.isFinite(s.value)) last.set(seriesKey(s.device, s.metric), s);
  return last;
}
const seriesKey = (device: string, metric: string) => `${device}\u0000${metric}`;

/** How often a writing process drops what retention no longer keeps. */
const RETENTION_EVERY_MS = 3_600_000;

/**
 * The console's own database (PostgreSQL or PGlite): a sample lands in its minute slot (tier 3),
 * then the 15-minute, daily and weekly buckets holding it are rolled up again in the same
 * transaction, so a graph of any window reads finished figures.
 */
export function databaseMetricStore(db: Kysely<DB>, retention: Retention = DEFAULT_RETENTION): MetricStore {
  let retainedAt = 0;
  return {
    seriesOf: (device) => seriesNamesOf(db, device),
    readBuckets: (device, metrics, start, end, period) => readDeviceBuckets(db, device, metrics, start, end, period),
    async write(samples, atMs) {
      const last = lastPerSeries(samples);
      if (last.size === 0) return;
      const ts = Math.floor(atMs / 1000);
      await inTransaction(db, async (tx) => {
        const series = await ensureSeries(tx, [...last.values()]);
        const ids = series.map((r) => r.id);
        const values = series.map((r) => last.get(seriesKey(r.device_name, r.metric))!.value);
        await writeSlot(tx, MINUTE, ts, ids, values);
        await rollup(tx, ts, ids, true);
      });
      if (atMs - retainedAt >= RETENTION_EVERY_MS) {
        retainedAt = atMs;
        await applyRetention(db, ts, retention);
      }
    },
  };
}
