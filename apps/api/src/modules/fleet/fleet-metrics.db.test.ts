import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-databases';
import { metricsRegistry } from '../../lib/telemetry/registry';
import { insertFixture } from '../../query/lucene-test-fixture';
import { FleetService } from './fleet-service';

/** A feed's alerts through the one write path count under the feed's name in /metrics. */
const written = async (source: string) => {
  const m = (await metricsRegistry.getSingleMetric('nms_feed_writes_total')?.get())?.values ?? [];
  return m.find((v) => v.labels.source === source && v.labels.kind === 'alerts')?.value ?? 0;
};

describe('feed throughput in /metrics', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await insertFixture(database.db);
  });
  afterAll(() => database?.close());

  it('counts a named feed’s raises and real clears, and nothing for an unnamed writer', async () => {
    const feed = new FleetService(database.db, undefined, 'test-feed');
    const before = await written('test-feed');
    const alert = { device: 'alpha-01', eventName: 'Unreachable', severity: 1, text: 'down', source: 'ICMP', at: Date.now() };
    await feed.raiseFeedAlert(alert);
    await feed.raiseFeedAlert(alert);
    expect(await feed.clearFeedAlert(alert)).toBe(true);
    expect(await feed.clearFeedAlert(alert)).toBe(false);
    expect((await written('test-feed')) - before).toBe(3);
    await new FleetService(database.db).raiseFeedAlert(alert);
    expect((await written('test-feed')) - before).toBe(3);
  });
});
