import { METRIC_RANGE_HOURS, deviceMetricFilter, groupMetricFilter, metricPeriod } from '@nms/contract';
import { describe, expect, it } from 'vitest';
import { parseFilterExpression } from '../src/modules/metrics/filter-expression';
import { bucketOf, chunkOf, tierForPeriod } from '../src/modules/metrics/tiers';

describe('metric period rule (spec 001 §9)', () => {
  it('maps ranges to periods at the documented edges', () => {
    expect(METRIC_RANGE_HOURS).toEqual([1, 6, 24, 120, 720, 2160, 8760]);
    expect(METRIC_RANGE_HOURS.map(metricPeriod)).toEqual([0, 0, 0, 3600, 86400, 604800, 604800]);
    expect([24, 24.01, 120, 121, 720, 721].map(metricPeriod)).toEqual([0, 3600, 3600, 86400, 86400, 604800]);
  });
  it('reads the tier of the period and aligns buckets (weeks on Mondays)', () => {
    expect([0, 3600, 86400, 604800].map((p) => tierForPeriod(p).tier)).toEqual([3, 0, 1, 2]);
    expect(new Date(bucketOf(1_700_000_000, 604800) * 1000).toISOString()).toBe('2023-11-13T00:00:00.000Z');
    expect(chunkOf(tierForPeriod(3600), 86_400 + 1800)).toEqual({ t0: 86_400, slot: 2 });
    expect(chunkOf(tierForPeriod(0), 86_400 + 150)).toEqual({ t0: 86_400, slot: 2 });
  });
});

describe('filter_expression', () => {
  it('parses device and group expressions, with alternatives and escapes', () => {
    expect(parseFilterExpression("device=='A-1'&name=='latency'")).toEqual({ kind: 'device', device: 'A-1', names: ['latency'] });
    expect(parseFilterExpression(" name == 'Total' | 'maxperc' & group == 'CUSTOMER:O\\'Brien' ")).toEqual({
      kind: 'group',
      group: "CUSTOMER:O'Brien",
      names: ['Total', 'maxperc'],
    });
    expect(parseFilterExpression(deviceMetricFilter("x'y\\z", 'cpu', 'memory'))).toEqual({
      kind: 'device',
      device: "x'y\\z",
      names: ['cpu', 'memory'],
    });
    expect(parseFilterExpression(groupMetricFilter('BEAM:B1', 'Impacted')).kind).toBe('group');
  });
  it.each([
    ["device=='a'", 'name'],
    ["name=='latency'", 'device'],
    ["device=='a'&group=='b'&name=='x'", 'not both'],
    ["device=='a'&name=='x'&name=='y'", 'twice'],
    ["host=='a'&name=='x'", 'unknown field'],
    ["device=='a'&name=='x", 'unterminated'],
    ["device=='a' name=='x'", "expected '&'"],
    ["device='a'&name=='x'", "expected '=='"],
    ["device==a&name=='x'", 'quoted value'],
    ["device==''&name=='x'", 'non-empty'],
    ["device=='a'|'b'&name=='x'", 'one non-empty'],
    ['', 'expected a field'],
  ])('refuses %s', (text, why) => {
    expect(() => parseFilterExpression(text)).toThrow(/^filter_expression: /);
    expect(() => parseFilterExpression(text)).toThrow(why);
  });
});
