import { describe, expect, it } from 'vitest';
import { durationInWords, recurrenceInWords } from './recurrence-words';

describe('recurrenceInWords', () => {
  it('says each kind as the list shows it', () => {
    expect(recurrenceInWords({ kind: 'once' })).toBe('Once');
    expect(recurrenceInWords({ kind: 'daily' })).toBe('Daily');
    expect(recurrenceInWords({ kind: 'weekly', weekdays: [3, 1, 0] })).toBe('Weekly on Mon, Wed, Sun');
    expect(recurrenceInWords({ kind: 'weekly', weekdays: [0, 1, 2, 3, 4, 5, 6] })).toBe('Weekly on every day');
    expect(recurrenceInWords({ kind: 'monthly-day', day: 1 })).toBe('Monthly on the 1st');
    expect(recurrenceInWords({ kind: 'monthly-day', day: 12 })).toBe('Monthly on the 12th');
    expect(recurrenceInWords({ kind: 'monthly-day', day: 22 })).toBe('Monthly on the 22nd');
    expect(recurrenceInWords({ kind: 'monthly-day', day: 31 })).toBe('Monthly on the last day');
    expect(recurrenceInWords({ kind: 'monthly-weekday', week: 'first', weekday: 2 })).toBe('Monthly on the first Tuesday');
    expect(recurrenceInWords({ kind: 'monthly-weekday', week: 'last', weekday: 5 })).toBe('Monthly on the last Friday');
  });

  it('adds the last date of a repeating window, never of a single one', () => {
    expect(recurrenceInWords({ kind: 'daily' }, '2027-01-31')).toBe('Daily, until 2027-01-31');
    expect(recurrenceInWords({ kind: 'once' }, '2027-01-31')).toBe('Once');
  });
});

describe('durationInWords', () => {
  it('reads minutes as days, hours and minutes', () => {
    expect(durationInWords(45)).toBe('45 min');
    expect(durationInWords(90)).toBe('1 h 30 min');
    expect(durationInWords(120)).toBe('2 h');
    expect(durationInWords(3 * 1440 + 60)).toBe('3 days 1 h');
  });
});
