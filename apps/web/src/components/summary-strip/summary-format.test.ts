import { describe, expect, it } from 'vitest';
import { LOADING_COUNT, formatCount, formatPercent, summaryTiles } from './summary-format';

describe('summary strip (spec 001 §2.12)', () => {
  it('formats counts 0,0 and percentages 0.00%', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatPercent(1, 3)).toBe('33.33%');
    expect(formatPercent(5, 5)).toBe('100.00%');
    expect(formatPercent(3, 0)).toBe('0.00%');
  });

  it('shows six tiles in order, percentages of the total', () => {
    const tiles = summaryTiles({ total: 2000, critical: 20, major: 180, minor: 300, unknown: 0, normal: 1500 });
    expect(tiles.map((t) => t.label)).toEqual(['# DEVICES', 'CRITICAL', 'MAJOR', 'MINOR', 'UNKNOWN', 'NORMAL']);
    expect(tiles.map((t) => t.count)).toEqual(['2,000', '20', '180', '300', '0', '1,500']);
    expect(tiles.map((t) => t.percent)).toEqual([undefined, '1.00%', '9.00%', '15.00%', '0.00%', '75.00%']);
  });

  it('counts missing values as 0', () => {
    const tiles = summaryTiles({ total: 10, critical: null, normal: 10 });
    expect(tiles.find((t) => t.key === 'critical')).toMatchObject({ count: '0', percent: '0.00%' });
    expect(tiles.find((t) => t.key === 'major')).toMatchObject({ count: '0', percent: '0.00%' });
    expect(summaryTiles(undefined).every((t) => t.count === '0')).toBe(true);
  });

  it('reads loading, not 0, while the counts are not known (issue 30)', () => {
    const tiles = summaryTiles(undefined, true);
    expect(tiles.map((t) => t.count)).toEqual(Array(6).fill(LOADING_COUNT));
    expect(tiles.every((t) => t.percent === undefined)).toBe(true);
  });
});
