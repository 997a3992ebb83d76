import { describe, expect, it } from 'vitest';
import { ExpositionError, parseExposition } from './exposition-format';

describe('text exposition format', () => {
  it('reads names, labels with escapes, values and timestamps; skips comments', () => {
    const text = [
      '# HELP cpu CPU use',
      '# TYPE cpu gauge',
      'cpu{device="R1"} 42.5',
      'ifHCInOctets{instance="10.0.0.1:161",ifName="Gi0/1",ifAlias="to \\"core\\"\\\\x"} 1.5e3 1700000000000',
      'up 1',
      'weird{a="1",} NaN',
    ].join('\n');
    expect(parseExposition(text, 99)).toEqual([
      { name: 'cpu', labels: { device: 'R1' }, value: 42.5, timestampMs: 99 },
      {
        name: 'ifHCInOctets',
        labels: { instance: '10.0.0.1:161', ifName: 'Gi0/1', ifAlias: 'to "core"\\x' },
        value: 1500,
        timestampMs: 1_700_000_000_000,
      },
      { name: 'up', labels: {}, value: 1, timestampMs: 99 },
      { name: 'weird', labels: { a: '1' }, value: NaN, timestampMs: 99 },
    ]);
  });
  it('names the line of an error', () => {
    expect(() => parseExposition('cpu 1\ncpu{device="R1} 2', 0)).toThrow(new ExpositionError("line 2: label device's value has no closing quote"));
    expect(() => parseExposition('cpu abc', 0)).toThrow(/line 1: 'abc' is not a number/);
    expect(() => parseExposition('{x="1"} 1', 0)).toThrow(/line 1: a line starts with a metric name/);
  });
});
