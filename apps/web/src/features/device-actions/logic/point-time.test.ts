import { describe, expect, it } from 'vitest';

describe('pointTime', () => {
  it('reads timestamp seconds, else the UTC date string', async () => {
    const { pointTime } = await import('../api/get-metric-data');
    expect(pointTime({ timestamp: 1_700_000_000, date_string: 'x' })).toBe(1_700_000_000_000);
    expect(pointTime({ date_string: '06/01/2025 12:30:05' })).toBe(Date.UTC(2025, 5, 1, 12, 30, 5));
    expect(pointTime({ date_string: 'bad' })).toBeUndefined();
  });
});
