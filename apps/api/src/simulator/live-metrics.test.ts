import { createLiveDriver } from '@nms/simulator';
import { describe, expect, it } from 'vitest';
import { scrapeMetrics } from '../lib/telemetry/registry';
import { parseExposition, sampleValue } from '../../test/prometheus-exposition';
import { createTestDatabase } from '../../test/test-databases';
import { RepositoryFleetSink } from './fleet/repository-sink';
import { startSimulator } from './start-simulator';

const T0 = Date.UTC(2025, 0, 15, 12);
const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** Issue 19 Deliver 5: the live feed's throughput and commit lag on /metrics. */
describe('live simulator metrics', () => {
  it('counts every alert change the ticks committed, each with its lag from the change time', async () => {
    const database = await createTestDatabase('pglite');
    try {
      const config = { simulator: { enabled: true, live: false, fleetSize: 300, seed: 5, tickMs: 5000 } };
      await (await startSimulator({ db: database.db, database, config, log: silent }, { now: () => T0 })).stop();

      let tickAt = T0;
      // Each change commits "250 ms after" the time it carries, on the clock given to the sink.
      const sink = new RepositoryFleetSink(database.db, { metrics: { source: 'test-sim', now: () => tickAt + 250 } });
      const driver = createLiveDriver({ seed: 5, sink, source: sink, changesPerTick: 4, outageChance: 0 });
      let changes = 0;
      for (let t = 0; t < 12; t++) {
        tickAt = T0 + t * 5000;
        const r = await driver.tick(100 + t, tickAt);
        changes += r.raised + r.notified + r.cleared;
      }
      expect(changes).toBeGreaterThan(5);

      const samples = parseExposition((await scrapeMetrics()).body);
      const alerts = sampleValue(samples, 'nms_feed_writes_total', { source: 'test-sim', kind: 'alerts' });
      const lagged = sampleValue(samples, 'nms_feed_commit_lag_seconds_count', { source: 'test-sim' });
      expect(alerts).toBe(changes);
      expect(lagged).toBe(changes);
      expect(sampleValue(samples, 'nms_feed_commit_lag_seconds_sum', { source: 'test-sim' })).toBeCloseTo(0.25 * changes, 6);
      expect(sampleValue(samples, 'nms_feed_commit_lag_seconds_bucket', { source: 'test-sim', le: '0.1' })).toBe(0);
      expect(sampleValue(samples, 'nms_feed_commit_lag_seconds_bucket', { source: 'test-sim', le: '0.25' })).toBe(changes);
    } finally {
      await database.close();
    }
  });
});
