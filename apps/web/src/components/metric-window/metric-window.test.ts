import { describe, expect, it } from 'vitest';
import { canStepForward, stepWindow, windowEndingAt } from './metric-window';

const H = 3_600_000;
const NOW = Date.UTC(2025, 5, 1, 12);

describe('metric window', () => {
  it('ends now and spans the zoom', () => {
    expect(windowEndingAt(NOW, 24)).toEqual({ start: NOW - 24 * H, end: NOW, hours: 24 });
  });

  it('steps back and forward by the range, never past now', () => {
    const w = windowEndingAt(NOW, 6);
    const back = stepWindow(w, -1, NOW);
    expect(back).toEqual({ start: NOW - 12 * H, end: NOW - 6 * H, hours: 6 });
    expect(canStepForward(back, NOW)).toBe(true);
    expect(stepWindow(back, 1, NOW)).toEqual(w);
    expect(stepWindow(w, 1, NOW)).toEqual(w);
    expect(canStepForward(w, NOW)).toBe(false);
  });
});
