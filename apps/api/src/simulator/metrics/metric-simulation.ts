import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { createMetricFeed, type MetricFeed } from './metric-feed';
import { seedMetrics } from './seed-metrics';

interface MetricHost {
  database: Database;
  config: Pick<Config, 'simulator'>;
  log: { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
}

/**
 * The simulator's metric side: seeds the history of devices that have none, then (when live)
 * answers the feed the tick loop calls. Off when SIMULATOR_METRIC_DAYS is 0 or the config has no
 * metrics section, so bulk loads and benches never pay for it.
 */
export async function startMetricSimulation(host: MetricHost, now: () => number): Promise<MetricFeed | null> {
  const m = host.config.simulator.metrics;
  if (!m || m.days <= 0) return null;
  const retention = { rawDays: m.rawDays, dailyDays: m.dailyDays, weeklyDays: m.weeklyDays };
  const started = performance.now();
  const at = now();
  const report = await seedMetrics(host.database, { seed: host.config.simulator.seed, now: at, days: m.days, retention });
  if (report.series > 0) host.log.info({ ...report, days: m.days, ms: Math.round(performance.now() - started) }, 'simulator: metric history seeded');
  if (!host.config.simulator.live) return null;
  return createMetricFeed(host.database.db, { seed: host.config.simulator.seed, retention, vacuum: host.database.engine === 'pglite', startMs: at });
}
