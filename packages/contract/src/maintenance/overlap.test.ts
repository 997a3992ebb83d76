import { describe, expect, it } from 'vitest';
import type { MaintenanceSchedule } from './maintenance-schemas';
import { firstOverlap } from './overlap';
import { toOccurrence } from './recurrence';

const from = Date.parse('2026-06-01T00:00:00Z');

describe('overlaps between windows', () => {
  const tuesdayNight: MaintenanceSchedule = {
    start: '2026-06-02T23:00',
    durationMinutes: 120,
    timeZone: 'Europe/Berlin',
    recurrence: { kind: 'weekly', weekdays: [2] },
  };

  it('a weekly Tuesday 23:00-01:00 Berlin window meets a monthly first-Wednesday 00:30 one in July', () => {
    const firstWednesday: MaintenanceSchedule = {
      start: '2026-06-01T00:30',
      durationMinutes: 30,
      timeZone: 'Europe/Berlin',
      recurrence: { kind: 'monthly-weekday', week: 'first', weekday: 3 },
    };
    const hit = firstOverlap(tuesdayNight, firstWednesday, from);
    // June's first Wednesday (3 June) follows Tuesday 2 June: 00:30 is inside 23:00-01:00.
    expect(hit && { a: toOccurrence(hit.a), b: toOccurrence(hit.b) }).toEqual({
      a: { start: '2026-06-02T21:00:00.000Z', end: '2026-06-02T23:00:00.000Z' },
      b: { start: '2026-06-02T22:30:00.000Z', end: '2026-06-02T23:00:00.000Z' },
    });
  });

  it('windows that touch end to start do not overlap; the same local time in another zone may', () => {
    const after: MaintenanceSchedule = { ...tuesdayNight, start: '2026-06-03T01:00', recurrence: { kind: 'weekly', weekdays: [3] } };
    expect(firstOverlap(tuesdayNight, after, from)).toBeNull();
    const newYork: MaintenanceSchedule = { ...tuesdayNight, timeZone: 'America/New_York', start: '2026-06-02T17:00' };
    expect(firstOverlap(tuesdayNight, newYork, from)).not.toBeNull();
  });

  it('finds a rare meeting far ahead and nothing past the horizon', () => {
    // Daily 12:00 UTC for 1 h vs. once on 2027-03-01 12:30 UTC.
    const daily: MaintenanceSchedule = { start: '2026-06-01T12:00', durationMinutes: 60, timeZone: 'UTC', recurrence: { kind: 'daily' } };
    const once: MaintenanceSchedule = { start: '2027-03-01T12:30', durationMinutes: 10, timeZone: 'UTC', recurrence: { kind: 'once' } };
    expect(toOccurrence(firstOverlap(daily, once, from)!.a).start).toBe('2027-03-01T12:00:00.000Z');
    expect(firstOverlap(daily, { ...once, start: '2027-09-01T12:30' }, from)).toBeNull();
  });
});
