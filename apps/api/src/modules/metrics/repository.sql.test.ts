import { describe, expect, it } from 'vitest';
import { sqlRecorder } from '../../../test/sql-recorder';
import { databaseMetricStore } from './metric-store';
import { readDeviceBuckets } from './repository';

/*
 * SQL snapshots of the database metric store (issue 32): the windowed bucket read at each
 * period (which tiers it reads, how it buckets) and a write (series upsert, the minute slot, the
 * rollups into the coarser tiers, retention).
 */

const END = Date.UTC(2026, 0, 15, 12) / 1000;
const DAY = 86_400;

describe('metric store reads SQL', () => {
  it.each([
    ['finest samples', 0, DAY],
    ['hourly', 3_600, 7 * DAY],
    ['daily', DAY, 90 * DAY],
    ['weekly', 7 * DAY, 365 * DAY],
  ])('%s buckets of a device', async (_label, period, span) => {
    const rec = sqlRecorder();
    await readDeviceBuckets(rec.db, 'dev-1', ['cpu', 'rtt'], END - span, END, period);
    expect(rec.take()).toMatchSnapshot();
  });

  it('the metric names a device has series of', async () => {
    const rec = sqlRecorder();
    await databaseMetricStore(rec.db).seriesOf('dev-1');
    expect(rec.take()).toMatchSnapshot();
  });
});

describe('metric store write SQL', () => {
  it('upserts the series, writes the minute slot, rolls up, then applies retention', async () => {
    const rec = sqlRecorder().answer(/^SELECT s\.id, s\.device_name, s\.metric FROM metric_series/, [
      { id: 7, device_name: 'dev-1', metric: 'cpu' },
      { id: 8, device_name: 'dev-1', metric: 'rtt' },
    ]);
    await databaseMetricStore(rec.db).write(
      [
        { device: 'dev-1', metric: 'cpu', value: 12.5 },
        { device: 'dev-1', metric: 'rtt', value: 40 },
        { device: 'dev-1', metric: 'cpu', value: 13 },
      ],
      END * 1000,
    );
    expect(rec.take()).toMatchSnapshot();
  });
});
