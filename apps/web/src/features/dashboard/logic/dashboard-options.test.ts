import { describe, expect, it } from 'vitest';
import { SEVERITY_STYLES } from '../../../components/formatters/severity';
import { alertCountOption, bucketLabel } from './alert-count-option';
import { doughnutOption, stateSlices } from './doughnut-option';
import { topAlertsOption } from './top-alerts-option';

type Series = { data: unknown[]; name?: string; stack?: string }[];

describe('Summary View doughnut', () => {
  it('gives each state its count as 0,0 and share as 0.00% of the total, missing as 0', () => {
    const slices = stateSlices({ total: 2000, critical: 20, major: 1180, minor: null, normal: 800 });
    expect(slices.map((s) => [s.label, s.countText, s.percent])).toEqual([
      ['Critical', '20', '1.00%'],
      ['Major', '1,180', '59.00%'],
      ['Minor', '0', '0.00%'],
      ['Unknown', '0', '0.00%'],
      ['Normal', '800', '40.00%'],
    ]);
    expect(slices[0].color).toBe(SEVERITY_STYLES[1].hex);
  });

  it('draws a grey ring when the card has no devices', () => {
    const data = (doughnutOption(stateSlices(undefined)).series as Series)[0].data;
    expect(data).toHaveLength(1);
    expect((doughnutOption(stateSlices({ total: 1, normal: 1 })).series as Series)[0].data).toHaveLength(5);
  });
});

describe('Event Stats', () => {
  it('labels days and months by UTC date, hours by local time', () => {
    expect(bucketLabel('2024-03-05T00:00:00.000Z', '1d')).toBe('03/05');
    expect(bucketLabel('2024-03-01T00:00:00.000Z', '1M')).toBe('Mar 2024');
    const local = new Date('2024-03-05T10:00:00Z');
    expect(bucketLabel('2024-03-05T10:00:00Z', '1h')).toBe(
      `${String(local.getMonth() + 1).padStart(2, '0')}/${String(local.getDate()).padStart(2, '0')} ${String(local.getHours()).padStart(2, '0')}:00`,
    );
  });

  it('draws one bar per bucket, empty ones included', () => {
    const buckets = [
      { key_as_string: '2024-03-05T00:00:00Z', doc_count: 4 },
      { key_as_string: '2024-03-06T00:00:00Z', doc_count: 0 },
    ];
    expect((alertCountOption(buckets, '1d', '#000').series as Series)[0].data).toEqual([4, 0]);
  });
});

describe('Top by open alerts', () => {
  it('stacks the severities of each key, the biggest on top', () => {
    const rows = [
      { key: 'A', doc_count: 9, critical: 5, major: 4, minor: 0, unknown: 0, normal: 0 },
      { key: 'B', doc_count: 3, critical: 0, major: 1, minor: 2, unknown: 0, normal: 0 },
    ];
    const option = topAlertsOption(rows);
    expect((option.yAxis as { data: string[] }).data).toEqual(['B', 'A']);
    const series = option.series as Series;
    expect(series.map((s) => s.name)).toEqual(['Critical', 'Major', 'Minor', 'Unknown', 'Normal']);
    expect(series.every((s) => s.stack === 'alerts')).toBe(true);
    expect(series[0].data).toEqual([0, 5]);
    expect(series[2].data).toEqual([2, 0]);
  });
});
