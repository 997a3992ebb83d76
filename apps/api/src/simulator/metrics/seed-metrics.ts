import {
  SAMPLES_PER_DAY,
  SAMPLE_SECONDS,
  dayAverage,
  dayLevel,
  kindOf,
  metricProfile,
  metricsOfKind,
  sampleAt,
  type MetricProfile,
} from '@nms/simulator';
import { fieldTable } from '@nms/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { withBulkSession } from '../../modules/fleet';
import { ensureSeries, type ChunkRow, DAILY, RAW, WEEKLY, chunkOf, type Retention, type Tier } from '../../modules/metrics';

const DAY = 86_400;

export interface SeedMetricsOptions {
  seed: number;
  /** Epoch ms. */
  now: number;
  /** Days of history to generate (today included). */
  days: number;
  retention: Retention;
  batchDevices?: number;
}

export interface MetricDevice {
  name: string;
  class_name: string | null;
  model: string | null;
  longitude: number | null;
}

/** The simulator's discovered devices without metric series yet: undiscovered devices are not polled, real ones are the poller's. */
export async function devicesWithoutMetrics(db: Kysely<DB>): Promise<MetricDevice[]> {
  const { rows } = await sql<MetricDevice>`
    SELECT d.name, d.class_name, d.model, d.longitude FROM devices d
     WHERE d.discovered AND d.simulated AND NOT EXISTS (SELECT 1 FROM metric_series s WHERE s.device_name = d.name)
     ORDER BY d.name COLLATE "C"`.execute(db);
  return rows;
}

const CHUNK_COLUMNS = fieldTable([
  ['seriesId', 'series_id', 'int'],
  ['tier', 'tier', 'int'],
  ['t0', 't0', 'int'],
  ['v', 'v', 'text'],
]);
const encoder = new TextEncoder();
const csvOf = (rows: readonly ChunkRow[]) =>
  encoder.encode(rows.map((r) => `${r.seriesId},${r.tier},${r.t0},"{${r.values.map((v) => (v === null ? 'NULL' : v)).join(',')}}"\n`).join(''));

/**
 * Generates the metric history of every discovered device that has none and bulk-loads it (COPY),
 * a batch of devices per transaction: 15-minute samples for the raw retention, daily averages
 * (of the samples where kept, else the model's daily level) for the daily retention, weekly
 * averages of those for the whole history. A restart after a crash seeds what is missing.
 */
export async function seedMetrics(database: Database, o: SeedMetricsOptions): Promise<{ devices: number; series: number; chunks: number }> {
  const report = { devices: 0, series: 0, chunks: 0 };
  if (o.days <= 0) return report;
  const devices = await devicesWithoutMetrics(database.db);
  const per = o.batchDevices ?? 1000;
  await withBulkSession(database, async (session) => {
    for (let i = 0; i < devices.length; i += per) {
      const batch = devices.slice(i, i + per);
      const wanted = batch.flatMap((d) => {
        const kind = kindOf(d.class_name, d.model);
        return kind ? metricsOfKind(kind.key).map((metric) => ({ device: d.name, metric, kind: kind.key, longitude: d.longitude })) : [];
      });
      await session.db.transaction().execute(async (tx) => {
        const ids = new Map((await ensureSeries(tx, wanted)).map((r) => [`${r.device_name}\u0000${r.metric}`, r.id]));
        const rows: ChunkRow[] = [];
        for (const w of wanted) {
          const id = ids.get(`${w.device}\u0000${w.metric}`)!;
          for (const row of historyChunks(id, metricProfile(o.seed, w.device, w.kind, w.metric, w.longitude), o)) rows.push(row);
        }
        await session.copy('metric_chunks', CHUNK_COLUMNS, csvOf(rows));
        report.chunks += rows.length;
      });
      report.devices += batch.length;
      report.series += wanted.length;
    }
  });
  return report;
}

const mean = (vs: readonly number[]) => vs.reduce((a, b) => a + b, 0) / vs.length;
const r3 = (v: number) => Math.round(v * 1000) / 1000;

/** The chunk rows of one series' history. */
export function historyChunks(seriesId: number, p: MetricProfile, o: Pick<SeedMetricsOptions, 'now' | 'days' | 'retention'>): ChunkRow[] {
  const nowS = Math.floor(o.now / 1000);
  const today = chunkOf(RAW, nowS).t0;
  const first = today - (o.days - 1) * DAY;
  const rawFrom = Math.max(first, today - (o.retention.rawDays - 1) * DAY);
  const dailyFrom = Math.max(first, today - (o.retention.dailyDays - 1) * DAY);
  const weeklyFrom = Math.max(first, today - (o.retention.weeklyDays - 1) * DAY);
  const rows: ChunkRow[] = [];
  const daily = new Map<number, number>();
  const dailyValue = (day: number) => {
    let v = daily.get(day);
    if (v === undefined) daily.set(day, (v = dayAverage(p, day / DAY)));
    return v;
  };

  for (let day = rawFrom; day <= today; day += DAY) {
    const n = day === today ? Math.floor((nowS - day) / SAMPLE_SECONDS) + 1 : SAMPLES_PER_DAY;
    const level = dayLevel(p, day / DAY);
    const values = new Array<number>(n);
    for (let i = 0; i < n; i++) values[i] = sampleAt(p, day + i * SAMPLE_SECONDS, level);
    rows.push({ seriesId, tier: RAW.tier, t0: day, values });
    daily.set(day, r3(mean(values)));
  }

  const place = (tier: Tier, from: number, to: number, value: (ts: number) => number) => {
    const chunks = new Map<number, Array<number | null>>();
    for (let ts = from; ts <= to; ts += tier.step) {
      const { t0, slot } = chunkOf(tier, ts);
      const arr = chunks.get(t0) ?? [];
      while (arr.length < slot) arr.push(null);
      arr[slot] = value(ts);
      chunks.set(t0, arr);
    }
    for (const [t0, values] of chunks) rows.push({ seriesId, tier: tier.tier, t0, values });
  };
  place(DAILY, dailyFrom, today, dailyValue);
  const weekStart = chunkOf(WEEKLY, weeklyFrom).t0 + chunkOf(WEEKLY, weeklyFrom).slot * WEEKLY.step;
  place(WEEKLY, weekStart, today, (week) => {
    const days: number[] = [];
    for (let d = Math.max(week, weeklyFrom); d < week + 7 * DAY && d <= today; d += DAY) days.push(dailyValue(d));
    return r3(mean(days));
  });
  return rows;
}
