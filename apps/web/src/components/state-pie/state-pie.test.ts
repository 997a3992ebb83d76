import { describe, expect, it } from 'vitest';
import { pieRadius, stackedLegendWidth } from './state-pie';

describe('state pie', () => {
  it('makes room beside a 150 x 80 pie for its longest legend line', () => {
    const counts = [
      { label: 'Critical', value: 1 },
      { label: 'Normal', value: 1353 },
    ];
    // 'Normal 1,353': 12 characters of 10 px text and the swatch.
    expect(stackedLegendWidth(counts)).toBe(12 + 75);
    const r = pieRadius(150, 80, stackedLegendWidth(counts));
    expect(2 * r + 8 + stackedLegendWidth(counts)).toBeLessThanOrEqual(150 - 2);
    expect(r).toBeLessThan(38);
  });

  it('keeps the full height without a legend or when the legend is short', () => {
    expect(pieRadius(150, 80, 0)).toBe(38);
    expect(pieRadius(300, 80, 60)).toBe(38);
    expect(stackedLegendWidth([])).toBe(0);
  });
});
