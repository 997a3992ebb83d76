import { describe, expect, it } from 'vitest';
import { cellLabel, cellShade } from './cell-shade';

const cell = (doc_count: number, state: number, s: Partial<Record<'critical' | 'major' | 'minor' | 'unknown', number>>) => {
  const states = { critical: 0, major: 0, minor: 0, unknown: 0, ...s, normal: 0 };
  states.normal = doc_count - states.critical - states.major - states.minor - states.unknown;
  return { doc_count, state, states };
};

describe('cellShade: a cluster is coloured by the share of its devices impacted', () => {
  it('draws a 95 % healthy cluster green whatever its worst device', () => {
    expect(cellShade(cell(100, 1, { critical: 2, major: 2, minor: 10 }))).toBe(5);
  });
  it('reads Minor from 5 %, Major from 25 %, Critical from 50 % impacted', () => {
    expect(cellShade(cell(100, 1, { critical: 5 }))).toBe(3);
    expect(cellShade(cell(100, 2, { major: 25 }))).toBe(2);
    expect(cellShade(cell(100, 1, { critical: 30, major: 20 }))).toBe(1);
  });
  it('keeps a single device in its own state, and a cluster of unknowns Unknown', () => {
    expect(cellShade(cell(1, 3, { minor: 1 }))).toBe(3);
    expect(cellShade(cell(4, 4, { unknown: 4 }))).toBe(4);
  });
  it('labels counts in full to 9,999, then in thousands', () => {
    expect(cellLabel(1234)).toBe('1,234');
    expect(cellLabel(12_400)).toBe('12k');
  });
});
