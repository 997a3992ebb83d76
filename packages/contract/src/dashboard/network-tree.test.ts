import { describe, expect, it } from 'vitest';
import { NETWORK_CHART_TYPES, NETWORK_TYPE_OPTIONS, SERVICE_OPTIONS, impactSeverity } from './network-tree';

describe('network chart types', () => {
  it('accepts every option of both SVN selectors, and nothing else', () => {
    expect(new Set(NETWORK_CHART_TYPES)).toEqual(new Set([...NETWORK_TYPE_OPTIONS, ...SERVICE_OPTIONS]));
  });
});

describe('impactSeverity', () => {
  it('grades impact against the threshold', () => {
    expect(impactSeverity(0, 0, 20)).toBe(4);
    expect(impactSeverity(0, 100, 20)).toBe(5);
    expect(impactSeverity(1, 100, 20)).toBe(3);
    expect(impactSeverity(10, 100, 20)).toBe(2);
    expect(impactSeverity(20, 100, 20)).toBe(1);
  });
});
