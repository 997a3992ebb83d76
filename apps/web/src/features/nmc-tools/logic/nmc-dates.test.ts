import { describe, expect, it } from 'vitest';
import { checkRange, defaultRange, fromInputValue, rangeIsValid, rangeParams, toApiDate, toInputValue } from './nmc-dates';

describe('NMC date parameters', () => {
  it('sends UTC to the second as YYYY-MM-DDTHH:mm:ssZ', () => {
    expect(toApiDate(Date.UTC(2024, 0, 5, 3, 4, 5, 678))).toBe('2024-01-05T03:04:05Z');
    expect(toApiDate(Date.UTC(2024, 0, 5, 3, 4, 5))).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('reads and writes the picker value in local time', () => {
    const ms = new Date(2024, 1, 29, 23, 59, 7).getTime();
    expect(toInputValue(ms)).toBe('2024-02-29T23:59:07');
    expect(fromInputValue('2024-02-29T23:59:07')).toBe(ms);
    expect(fromInputValue('2024-02-29T23:59')).toBe(ms - 7000);
    expect(fromInputValue('')).toBeUndefined();
    expect(fromInputValue('yesterday')).toBeUndefined();
  });

  it('defaults to the last 24 hours up to now, rolling', () => {
    const now = new Date(2024, 5, 10, 12, 0, 0).getTime();
    const range = defaultRange(now);
    expect(range).toEqual({ start: '2024-06-09T12:00:00', end: '2024-06-10T12:00:00', rolling: true });
    expect(rangeParams(range)).toEqual({ start_date: toApiDate(now - 86_400_000), end_date: toApiDate(now) });
  });

  it('names the field of a range it cannot send', () => {
    expect(checkRange({ start: '', end: '2024-06-10T12:00:00', rolling: false })).toEqual({ start: 'Enter a date and time' });
    expect(checkRange({ start: '2024-06-10T12:00:01', end: '2024-06-10T12:00:00', rolling: false })).toEqual({ end: 'To must not be before From' });
    expect(rangeIsValid({ start: '2024-06-10T12:00:00', end: '2024-06-10T12:00:00', rolling: false })).toBe(true);
  });
});
