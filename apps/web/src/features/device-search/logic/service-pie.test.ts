import { describe, expect, it } from 'vitest';
import { capitalize, pieShares, shareTooltip } from './service-pie';

describe('services status pie', () => {
  it('keeps states with devices, capitalised, with their percent', () => {
    const shares = pieShares([
      { label: 'critical', value: 1 },
      { label: 'Major', value: 0 },
      { label: 'NORMAL', value: 3 },
    ]);
    expect(shares).toEqual([
      { label: 'Critical', value: 1, percent: 25 },
      { label: 'Normal', value: 3, percent: 75 },
    ]);
  });

  it('has no slice when no device counts', () => {
    expect(pieShares([{ label: 'Normal', value: 0 }])).toEqual([]);
  });

  it('names the slice with percent and Count', () => {
    expect(shareTooltip({ label: 'Minor', value: 1200, percent: 40 })).toBe('Minor: 40%, Count: 1,200');
    expect(capitalize('unknown')).toBe('Unknown');
  });
});
