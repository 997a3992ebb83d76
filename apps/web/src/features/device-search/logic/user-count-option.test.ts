import { describe, expect, it } from 'vitest';
import { pointTime, userCountOption, userCountTooltip } from './user-count-option';

describe('user counts graph option', () => {
  const win = { start: Date.UTC(2025, 0, 1), end: Date.UTC(2025, 0, 2) };

  it('draws a spline of value against date_string (UTC) with the spec axes', () => {
    const option = userCountOption(
      [
        { value: 12, date_string: '2025-01-01 10:00:00' },
        { value: 15, date_string: '2025-01-01 10:05:00' },
      ],
      win,
    );
    expect(option.series[0]).toMatchObject({ type: 'line', smooth: true });
    expect(option.series[0].data).toEqual([
      [Date.UTC(2025, 0, 1, 10), 12],
      [Date.UTC(2025, 0, 1, 10, 5), 15],
    ]);
    expect(option.xAxis).toMatchObject({ name: 'Date/Time', min: win.start, max: win.end });
    expect(option.yAxis).toMatchObject({ name: 'User Counts', interval: 10 });
  });

  it('skips points whose date cannot be read', () => {
    expect(userCountOption([{ value: 1, date_string: 'nonsense' }], win).series[0].data).toEqual([]);
    expect(pointTime({ value: 1, date_string: '2025-01-01 00:00:00' })).toBe(win.start);
  });

  it('tooltip shows Date/Time and Value', () => {
    const tip = userCountTooltip([{ value: [win.start, 7] }]);
    expect(tip).toMatch(/^Date\/Time: \d\d\/\d\d\/2025 \d\d:00:00<br\/>Value: 7$/);
  });
});
