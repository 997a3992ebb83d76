import { describe, expect, it } from 'vitest';
import { NO_DEVICES, percentText, statusSegments, statusSummary } from './status-segments';

describe('statusSegments', () => {
  it('orders shares Critical..Normal and drops empty ones', () => {
    const segments = statusSegments([
      { label: 'Normal', percent: 50, value: 5 },
      { label: 'Minor', percent: 0, value: 0 },
      { label: 'Critical', percent: 30, value: 3 },
      { label: 'Unknown', percent: 20, value: 2 },
    ]);
    expect(segments.map((s) => s.label)).toEqual(['Critical', 'Unknown', 'Normal']);
  });

  it('writes the percent only on shares above 20 (20 itself is not above)', () => {
    const segments = statusSegments([
      { label: 'Critical', percent: 20.01, value: 2 },
      { label: 'Major', percent: 20, value: 2 },
      { label: 'Normal', percent: 59.99, value: 6 },
    ]);
    expect(segments.map((s) => s.text)).toEqual(['20%', undefined, '60%']);
    expect(segments[2].title).toBe('Normal: 60% (6)');
  });

  it('gives every share a tooltip with label, percent and count', () => {
    const [s] = statusSegments([{ label: 'Major', percent: 100 / 3, value: 1234 }]);
    expect(s.title).toBe('Major: 33.3% (1,234)');
    expect(s.text).toBe('33%');
  });

  it('reads No devices for a node without devices', () => {
    expect(statusSegments([])).toEqual([]);
    expect(statusSummary([{ label: 'Normal', percent: 0, value: 0 }])).toBe(NO_DEVICES);
    expect(statusSummary([{ label: 'Normal', percent: 100, value: 4 }])).toBe('Normal 100% (4)');
    expect(percentText(12.345)).toBe('12.3%');
  });
});
