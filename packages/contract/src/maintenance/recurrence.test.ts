import { describe, expect, it } from 'vitest';
import type { MaintenanceSchedule } from './maintenance-schemas';
import { monthlyDay, nextOccurrences, occurrenceAt, occurrencesBetween, toOccurrence } from './recurrence';

const iso = (s: string) => Date.parse(s);
const starts = (schedule: MaintenanceSchedule, from: string, count: number) =>
  nextOccurrences(schedule, iso(from), count).map((o) => toOccurrence(o).start);

describe('DST in the window zone', () => {
  it('Europe/Berlin spring forward: 02:30 does not exist on 29 March 2026, it moves to 03:30 CEST', () => {
    const daily: MaintenanceSchedule = { start: '2026-03-27T02:30', durationMinutes: 60, timeZone: 'Europe/Berlin', recurrence: { kind: 'daily' } };
    expect(starts(daily, '2026-03-01T00:00:00Z', 4)).toEqual([
      '2026-03-27T01:30:00.000Z', // 02:30 CET
      '2026-03-28T01:30:00.000Z',
      '2026-03-29T01:30:00.000Z', // 03:30 CEST
      '2026-03-30T00:30:00.000Z', // 02:30 CEST
    ]);
  });

  it('Europe/Berlin fall back: 02:30 happens twice on 25 October 2026, the first one counts; the duration is elapsed time', () => {
    const daily: MaintenanceSchedule = { start: '2026-10-24T02:30', durationMinutes: 120, timeZone: 'Europe/Berlin', recurrence: { kind: 'daily' } };
    const got = nextOccurrences(daily, iso('2026-10-01T00:00:00Z'), 3).map(toOccurrence);
    expect(got).toEqual([
      { start: '2026-10-24T00:30:00.000Z', end: '2026-10-24T02:30:00.000Z' },
      { start: '2026-10-25T00:30:00.000Z', end: '2026-10-25T02:30:00.000Z' }, // 02:30 CEST, the first 02:30
      { start: '2026-10-26T01:30:00.000Z', end: '2026-10-26T03:30:00.000Z' }, // 02:30 CET
    ]);
  });

  it('America/New_York: 02:15 on 8 March 2026 is 03:15 EDT; 01:30 on 1 November 2026 is the EDT one', () => {
    const weekly: MaintenanceSchedule = {
      start: '2026-03-01T02:15',
      durationMinutes: 30,
      timeZone: 'America/New_York',
      recurrence: { kind: 'weekly', weekdays: [0] },
    };
    expect(starts(weekly, '2026-03-01T00:00:00Z', 3)).toEqual(['2026-03-01T07:15:00.000Z', '2026-03-08T07:15:00.000Z', '2026-03-15T06:15:00.000Z']);
    const night: MaintenanceSchedule = { ...weekly, start: '2026-10-25T01:30' };
    expect(starts(night, '2026-10-20T00:00:00Z', 3)).toEqual(['2026-10-25T05:30:00.000Z', '2026-11-01T05:30:00.000Z', '2026-11-08T06:30:00.000Z']);
  });
});

describe('monthly', () => {
  it('day 31 falls on the last day of shorter months (29 February in a leap year)', () => {
    const m: MaintenanceSchedule = { start: '2027-12-31T22:00', durationMinutes: 60, timeZone: 'UTC', recurrence: { kind: 'monthly-day', day: 31 } };
    expect(starts(m, '2027-12-01T00:00:00Z', 5).map((s) => s.slice(0, 10))).toEqual([
      '2027-12-31',
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
      '2028-04-30',
    ]);
  });

  it("'first Tuesday' and 'last Friday'", () => {
    const firstTue: MaintenanceSchedule = {
      start: '2026-11-20T20:00',
      durationMinutes: 240,
      timeZone: 'Europe/Berlin',
      recurrence: { kind: 'monthly-weekday', week: 'first', weekday: 2 },
    };
    expect(starts(firstTue, '2026-11-01T00:00:00Z', 3)).toEqual(['2026-12-01T19:00:00.000Z', '2027-01-05T19:00:00.000Z', '2027-02-02T19:00:00.000Z']);
    expect([1, 2, 3, 7].map((m) => monthlyDay({ kind: 'monthly-weekday', week: 'last', weekday: 5 }, 2026, m))).toEqual([30, 27, 27, 31]);
    expect(monthlyDay({ kind: 'monthly-weekday', week: 'fourth', weekday: 0 }, 2026, 2)).toBe(22);
  });

  it('the series begins on the first matching date on or after the start date', () => {
    const m: MaintenanceSchedule = { start: '2026-01-20T10:00', durationMinutes: 60, timeZone: 'UTC', recurrence: { kind: 'monthly-day', day: 5 } };
    expect(starts(m, '2026-01-01T00:00:00Z', 1)).toEqual(['2026-02-05T10:00:00.000Z']);
  });
});

describe('range, until, once and end now', () => {
  const weekly: MaintenanceSchedule = {
    start: '2026-06-01T22:00',
    durationMinutes: 180,
    timeZone: 'Europe/Berlin',
    recurrence: { kind: 'weekly', weekdays: [1, 4] },
    until: '2026-06-11',
  };

  it('weekly on Monday and Thursday until 11 June (inclusive)', () => {
    const all = occurrencesBetween(weekly, iso('2026-01-01T00:00:00Z'), iso('2027-01-01T00:00:00Z')).map((o) => toOccurrence(o).start);
    expect(all).toEqual(['2026-06-01T20:00:00.000Z', '2026-06-04T20:00:00.000Z', '2026-06-08T20:00:00.000Z', '2026-06-11T20:00:00.000Z']);
  });

  it('an occurrence still running at the range start is in it; one starting at the range end is not', () => {
    const got = occurrencesBetween(weekly, iso('2026-06-04T22:59:00Z'), iso('2026-06-08T20:00:00Z')).map((o) => toOccurrence(o).start);
    expect(got).toEqual(['2026-06-04T20:00:00.000Z']);
  });

  it('once ignores until; occurrenceAt finds the running one', () => {
    const once: MaintenanceSchedule = {
      start: '2026-06-01T22:00',
      durationMinutes: 60,
      timeZone: 'UTC',
      recurrence: { kind: 'once' },
      until: '2020-01-01',
    };
    expect(occurrenceAt(once, iso('2026-06-01T22:30:00Z'))).toEqual({ start: iso('2026-06-01T22:00:00Z'), end: iso('2026-06-01T23:00:00Z') });
    expect(occurrenceAt(once, iso('2026-06-01T23:00:00Z'))).toBeNull();
    expect(nextOccurrences(once, iso('2026-06-02T00:00:00Z'), 3)).toEqual([]);
  });

  it("'end now' cuts the running occurrence at endedAt and keeps the next ones", () => {
    const ended = { ...weekly, endedOccurrenceStart: '2026-06-04T20:00:00.000Z', endedAt: '2026-06-04T21:00:00.000Z' };
    expect(occurrenceAt(ended, iso('2026-06-04T21:30:00Z'))).toBeNull();
    expect(occurrenceAt(ended, iso('2026-06-04T20:30:00Z'))?.end).toBe(iso('2026-06-04T21:00:00Z'));
    expect(starts(ended, '2026-06-04T21:30:00Z', 1)).toEqual(['2026-06-08T20:00:00.000Z']);
  });
});
