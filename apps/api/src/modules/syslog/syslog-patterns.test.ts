import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPatterns, matchPatterns, parsePatterns } from './syslog-patterns';

describe('syslog alert patterns', () => {
  const patterns = parsePatterns([
    {
      pattern: 'Interface (?<instance>\\S+), changed state to down',
      clearPattern: 'Interface (?<instance>\\S+), changed state to up',
      eventName: 'LinkDown',
      severity: 2,
    },
    { pattern: 'out of memory', eventName: 'OutOfMemory', flags: 'i' },
  ]);

  it('raises with the named instance, clears the same instance, defaults severity to Minor', () => {
    expect(matchPatterns(patterns, '%LINK-3-UPDOWN: Interface Gi0/1, changed state to down')).toEqual([
      { eventName: 'LinkDown', severity: 2, action: 'raise', instance: 'Gi0/1' },
    ]);
    expect(matchPatterns(patterns, 'Interface Gi0/1, changed state to up')).toEqual([
      { eventName: 'LinkDown', severity: 2, action: 'clear', instance: 'Gi0/1' },
    ]);
    expect(matchPatterns(patterns, 'kernel: Out Of Memory: killed process 12')).toEqual([{ eventName: 'OutOfMemory', severity: 3, action: 'raise' }]);
    expect(matchPatterns(patterns, 'all good')).toEqual([]);
  });

  it("carries an entry's visibility to its raises and clears", () => {
    const own = parsePatterns([{ pattern: 'fan (?<instance>\\d+) failed', eventName: 'FanFailed', severity: 2, visibility: 'External' }]);
    expect(matchPatterns(own, 'fan 2 failed')).toEqual([
      { eventName: 'FanFailed', severity: 2, action: 'raise', instance: '2', visibility: 'External' },
    ]);
  });

  it.each([
    [{}, 'patterns: expected a JSON array of patterns'],
    [[1], 'patterns[0]: expected an object'],
    [[{ pattern: 'a' }], 'patterns[0].eventName: a non-empty string'],
    [[{ pattern: '(', eventName: 'X' }], 'patterns[0].pattern: Invalid regular expression'],
    [[{ eventName: 'X' }], 'patterns[0].pattern: a non-empty regular expression'],
    [[{ pattern: 'a', eventName: 'X', severity: 0 }], 'patterns[0].severity: an integer 1 (Critical) to 5 (Normal)'],
    [[{ pattern: 'a', eventName: 'X', severity: 2.5 }], 'patterns[0].severity'],
    [[{ pattern: 'a', eventName: 'X', clearPattern: '[' }], 'patterns[0].clearPattern: Invalid regular expression'],
    [[{ pattern: 'a', eventName: 'X', flags: 'g' }], 'patterns[0].flags: only the flags i, m, s and u'],
    [[{ pattern: 'a', eventName: 'X', sevrity: 1 }], 'patterns[0].sevrity: unknown field'],
    [[{ pattern: 'a', eventName: 'X', visibility: 'Public' }], 'patterns[0].visibility: "External" or "Internal" is required'],
  ])('refuses %j naming the entry and field', (json, message) => {
    expect(() => parsePatterns(json)).toThrow(message);
  });

  it('loads a file, and names the file when it is missing or not JSON', () => {
    const dir = mkdtempSync(join(tmpdir(), 'syslog-patterns-'));
    const good = join(dir, 'good.json');
    writeFileSync(good, JSON.stringify([{ pattern: 'x', eventName: 'X' }]));
    expect(loadPatterns(good)).toHaveLength(1);
    expect(loadPatterns(undefined)).toEqual([]);
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '[{');
    expect(() => loadPatterns(bad)).toThrow(`SYSLOG_ALERT_PATTERNS: ${bad} is not valid JSON`);
    expect(() => loadPatterns(join(dir, 'missing.json'))).toThrow('SYSLOG_ALERT_PATTERNS: cannot read');
  });
});
