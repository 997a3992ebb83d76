import { describe, expect, it } from 'vitest';
import { impactHistoryOption } from './impact-history-option';

describe('impactHistoryOption', () => {
  const win = { start: 1_700_000_000_000, end: 1_700_086_400_000 };
  const series = [
    { name: 'Total', points: [{ timestamp: 1_700_000_000, value: 40 }] },
    { name: 'Impacted', points: [{ timestamp: 1_700_000_000, value: 4 }] },
    { name: 'maxperc', points: [{ timestamp: 1_700_000_000, value: 10 }] },
    { name: 'threshold', points: [{ date_string: '11/14/2023 22:13:20', value: 25 }] },
  ];

  it('names the four series as the spec does, percents on the right axis', () => {
    const o = impactHistoryOption(series, win, 'f');
    expect(o.series.map((s) => s.name)).toEqual(['Total Count', 'Impacted Count', 'Impacted Percent', 'Network Event Threshold']);
    expect(o.series.map((s) => s.yAxisIndex)).toEqual([0, 0, 1, 1]);
  });

  it('plots points at their time in ms (timestamp, else the UTC date string) over the window', () => {
    const o = impactHistoryOption(series, win, 'f');
    expect(o.series[0].data).toEqual([[1_700_000_000_000, 40]]);
    expect(o.series[3].data).toEqual([[1_700_000_000_000, 25]]);
    expect(o.xAxis).toMatchObject({ min: win.start, max: win.end });
  });

  it('offers export as an image under the given name', () => {
    expect(impactHistoryOption([], win, 'ImpactHistory_X').toolbox.feature.saveAsImage.name).toBe('ImpactHistory_X');
  });
});
