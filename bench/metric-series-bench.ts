/**
 * Performance series (issue 31 item 3) on PostgreSQL, in a fresh database:
 *   node --import tsx bench/metric-series-bench.ts [--series 1000000 --devices 10000 --per-device 15 --iterations 50]
 * 1. write: what the poller writes in a minute at `--devices` x `--per-device` series, in its
 *    batches of 50 devices (`MetricStore.write`: minute slot + 15-minute, daily and weekly
 *    rollups in one transaction): ms per batch p50/p95 and samples/s, next to the floor of the
 *    same minute-slot upsert alone.
 * 2. storage: bytes per series per day in each tier, from a full day of minute samples written
 *    as the store writes chunks (pg_total_relation_size before/after), and so per device per day.
 * 3. read: at `--series` series (rows of metric_series, each with 30 daily values), a 30-day chart
 *    of one device (period 86400) and a 1-day chart of minutes (period 0): p50/p95 through the
 *    store, next to the floor (the SQL reading those chunks alone).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { openDatabase } from '../apps/api/src/db/database';
import { migrate } from '../apps/api/src/db/migrate';
import { databaseMetricStore, type MetricSample } from '../apps/api/src/modules/metrics';
import { MINUTE } from '../apps/api/src/modules/metrics/tiers';
import { createPostgresDatabase } from '../apps/api/test/postgres-admin';
import { ms, percentile, timeIt } from './stats';

const { values } = parseArgs({
  options: {
    series: { type: 'string', default: '1000000' },
    devices: { type: 'string', default: '10000' },
    'per-device': { type: 'string', default: '15' },
    iterations: { type: 'string', default: '50' },
  },
});
const SERIES = Number(values.series);
const DEVICES = Number(values.devices);
const PER_DEVICE = Number(values['per-device']);
const ITER = Number(values.iterations);
const log = (s: string) => process.stdout.write(`${s}\n`);
const METRICS = ['cpu', 'memory', 'latency', 'packetLoss', 'throughputIn', 'throughputOut', 'storage:/'];
const metricsOf = (n: number) =>
  Array.from({ length: n }, (_, i) => (i < METRICS.length ? METRICS[i] : `${i % 2 ? 'ifOut' : 'ifIn'}:eth${Math.floor((i - METRICS.length) / 2)}`));

const target = await createPostgresDatabase('nms_bench_series');
const database = await openDatabase({ databaseUrl: target.url, poolSize: 4 });
const db = database.db;
try {
  await migrate(db);
  const names = metricsOf(PER_DEVICE);
  const device = (i: number) => `BENCH-${String(i).padStart(7, '0')}`;
  const deviceCount = Math.max(DEVICES, Math.ceil(SERIES / PER_DEVICE));
  await sql`INSERT INTO devices (name, state) SELECT 'BENCH-' || lpad(g::text, 7, '0'), 5 FROM generate_series(0, ${deviceCount - 1}) g`.execute(db);
  log(`${deviceCount} devices, ${PER_DEVICE} series each`);

  // 1. write: one minute of the poller at DEVICES devices, in batches of 50 devices.
  const store = databaseMetricStore(db);
  const minuteMs = Math.floor(Date.now() / 60_000) * 60_000;
  const batch = (b: number, at: number): MetricSample[] =>
    Array.from({ length: 50 }, (_, k) => b * 50 + k).flatMap((d) =>
      names.map((metric, j) => ({ device: device(d), metric, value: (d * 7 + j + at / 60_000) % 100 })),
    );
  const batches = Math.ceil(DEVICES / 50);
  for (let b = 0; b < batches; b++) await store.write(batch(b, minuteMs - 60_000), minuteMs - 60_000); // series exist, as in a steady state
  const writeTimes: number[] = [];
  const started = performance.now();
  for (let b = 0; b < batches; b++) {
    const t = performance.now();
    await store.write(batch(b, minuteMs), minuteMs);
    writeTimes.push(performance.now() - t);
  }
  const minuteS = (performance.now() - started) / 1000;
  writeTimes.sort((a, b) => a - b);
  const samples = DEVICES * PER_DEVICE;
  // Floor: the minute-slot upsert alone, same rows.
  const ids = (await sql<{ id: number }>`SELECT id FROM metric_series ORDER BY id LIMIT ${samples}`.execute(db)).rows.map((r) => r.id);
  const floorTimes: number[] = [];
  const slot = (Math.floor(minuteMs / 1000) % 86_400) / 60 + 1;
  for (let at = 0; at < ids.length; at += 50 * PER_DEVICE) {
    const part = ids.slice(at, at + 50 * PER_DEVICE);
    const t = performance.now();
    await sql`UPDATE metric_chunks SET v[${slot}::int] = 1 WHERE tier = 3 AND series_id = ANY(${part}::int[]) AND t0 = ${Math.floor(minuteMs / 86_400_000) * 86_400}`.execute(
      db,
    );
    floorTimes.push(performance.now() - t);
  }
  floorTimes.sort((a, b) => a - b);
  const write = {
    devices: DEVICES,
    samples,
    minuteS: +minuteS.toFixed(2),
    samplesPerS: Math.round(samples / minuteS),
    batchP50: +ms(percentile(writeTimes, 50)),
    batchP95: +ms(percentile(writeTimes, 95)),
    floorP50: +ms(percentile(floorTimes, 50)),
    floorP95: +ms(percentile(floorTimes, 95)),
  };
  log(`write ${JSON.stringify(write)}`);

  // 2. storage: a full day of minute samples for 1,000 series, as the store lays chunks out.
  const size = async () => Number((await sql<{ n: string }>`SELECT pg_total_relation_size('metric_chunks')::text AS n`.execute(db)).rows[0].n);
  await sql`VACUUM FULL metric_chunks`.execute(db);
  const before = await size();
  const day = Math.floor(Date.now() / 86_400_000) * 86_400 - 2 * 86_400;
  const some = ids.slice(0, 1000);
  await sql`
    INSERT INTO metric_chunks (series_id, tier, t0, v)
    SELECT s, t.tier, ${day}::bigint, (SELECT array_agg((random() * 100)::real) FROM generate_series(1, t.n))
      FROM unnest(${some}::int[]) AS s CROSS JOIN (VALUES (3::int2, ${MINUTE.slots}), (0::int2, 96)) AS t(tier, n)`.execute(db);
  await sql`VACUUM FULL metric_chunks`.execute(db);
  const perSeriesDay = (await size()) - before;
  const storage = {
    bytesPerSeriesDay: Math.round(perSeriesDay / some.length),
    bytesPerDeviceDay: Math.round((perSeriesDay / some.length) * PER_DEVICE),
    perDeviceKeptMinutesAndQuarters2Days: Math.round((perSeriesDay / some.length) * PER_DEVICE * 2),
  };
  log(`storage ${JSON.stringify(storage)}`);

  // 3. read at SERIES series: each gets 30 daily values; one device also has minutes and quarters.
  const have = Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM metric_series`.execute(db)).rows[0].n);
  if (have < SERIES) {
    await sql`
      INSERT INTO metric_series (device_name, metric)
      SELECT 'BENCH-' || lpad((g / ${PER_DEVICE})::text, 7, '0'), 'x' || (g % ${PER_DEVICE}) FROM generate_series(0, ${SERIES - have - 1}) g
      ON CONFLICT DO NOTHING`.execute(db);
  }
  const today = Math.floor(Date.now() / 86_400_000) * 86_400;
  const dailyT0 = Math.floor(today / (128 * 86_400)) * 128 * 86_400;
  await sql`
    INSERT INTO metric_chunks (series_id, tier, t0, v)
    SELECT id, 1::int2, ${dailyT0}::bigint, (SELECT array_agg((random() * 100)::real) FROM generate_series(1, ${(today - dailyT0) / 86_400 + 1}))
      FROM metric_series ON CONFLICT DO NOTHING`.execute(db);
  await sql`ANALYZE`.execute(db);
  const rows = Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM metric_series`.execute(db)).rows[0].n);
  const reader = device(Math.floor(DEVICES / 2));
  const nowS = Math.floor(Date.now() / 1000);
  const month = await timeIt(ITER, () => store.readBuckets(reader, ['cpu', 'memory'], nowS - 30 * 86_400, nowS, 86_400));
  const dayMinutes = await timeIt(ITER, () => store.readBuckets(reader, ['cpu', 'memory'], nowS - 86_400, nowS, 0));
  const floor = await timeIt(ITER, () =>
    sql`SELECT c.v FROM metric_series s JOIN metric_chunks c ON c.series_id = s.id WHERE s.device_name = ${reader} AND s.metric = ANY(${['cpu', 'memory']}::text[])`.execute(
      db,
    ),
  );
  const read = {
    seriesRows: rows,
    month30dP50: +ms(month.p50),
    month30dP95: +ms(month.p95),
    day1mP50: +ms(dayMinutes.p50),
    day1mP95: +ms(dayMinutes.p95),
    floorP50: +ms(floor.p50),
    floorP95: +ms(floor.p95),
  };
  log(`read ${JSON.stringify(read)}`);
  writeFileSync('bench/results/metric-series.json', JSON.stringify({ write, storage, read }, null, 2));
} finally {
  await database.close();
  await target.drop();
}
