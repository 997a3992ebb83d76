import { describe, expect, it } from 'vitest';
import { displayValue, isMissingName } from './display-value';
import { formatDate } from './format-date';
import { formatBytes, formatDuration } from './format-duration';
import { SEVERITY_STYLES, severityLabel } from './severity';

describe('value display mapping (spec 000 §4)', () => {
  it('maps the spec values', () => {
    expect(displayValue(true)).toBe('Yes');
    expect(displayValue('false')).toBe('No');
    expect(displayValue('unknown')).toBe('Unknown');
    expect(displayValue('up')).toBe('Up');
    expect(displayValue('down')).toBe('Down');
    expect(displayValue('NotApplicable')).toBe('Not Applicable');
    expect(displayValue('{ip}')).toBe('DHCP');
    for (const v of ['', null, undefined, 'null', 'notset', '_e', [1]]) expect(displayValue(v)).toBe('Unavailable');
    expect(displayValue('Ka-band')).toBe('Ka-band');
  });

  it('knows missing device names', () => {
    expect(isMissingName('_e')).toBe(true);
    expect(isMissingName('notset')).toBe(true);
    expect(isMissingName('')).toBe(true);
    expect(isMissingName('dev-1')).toBe(false);
  });
});

describe('dates, durations, bytes', () => {
  it('formats MM/DD/YYYY HH:mm:ss and empty dates', () => {
    expect(formatDate(new Date(2026, 0, 5, 7, 8, 9).getTime())).toBe('01/05/2026 07:08:09');
    expect(formatDate(0, 'Never')).toBe('Never');
    expect(formatDate('0')).toBe('Unavailable');
    expect(formatDate('_e', 'Never')).toBe('Never');
    expect(formatDate(null)).toBe('Unavailable');
  });

  it('spells durations in days, hours, mins and secs', () => {
    expect(formatDuration(0)).toBe('0 secs');
    expect(formatDuration(59)).toBe('59 secs');
    expect(formatDuration(61)).toBe('1 min 1 sec');
    expect(formatDuration(2 * 86400 + 3 * 3600 + 5)).toBe('2 days 3 hours 5 secs');
    expect(formatDuration(null)).toBe('');
  });

  it('shows bytes above 1024 in KB', () => {
    expect(formatBytes(1024)).toBe('1024 B');
    expect(formatBytes(2048)).toBe('2.00 KB');
  });
});

describe('severity palette (spec 000 §4)', () => {
  it('labels and colours 1 to 5, raw otherwise', () => {
    expect([1, 2, 3, 4, 5].map(severityLabel)).toEqual(['Critical', 'Major', 'Minor', 'Unknown', 'Normal']);
    expect([1, 2, 3, 4, 5].map((c) => SEVERITY_STYLES[c as 1].color)).toEqual(['red', 'orange', 'yellow', 'teal', 'green']);
    expect(severityLabel(9)).toBe('9');
  });
});
