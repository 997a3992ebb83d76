import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { longestOccurrenceMinutes } from './maintenance-rules';
import type { MaintenanceRecurrence, MaintenanceSchedule } from './maintenance-schemas';
import { MAINTENANCE_WEEKS } from './maintenance-schemas';
import { firstOverlap, occurrencesMeet } from './overlap';
import { nextOccurrences } from './recurrence';
import { formatLocalDateTime, fromLocal, intlLocal, toLocal, weekdayOf } from './zoned-time';

/** Properties of the series in zones with and without DST, both hemispheres, and a 30-minute shift. */

const ZONES = ['Europe/Berlin', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC'];

const local = fc.record({
  year: fc.integer({ min: 2024, max: 2030 }),
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.integer({ min: 1, max: 28 }),
  hour: fc.integer({ min: 0, max: 23 }),
  minute: fc.integer({ min: 0, max: 59 }),
});

const recurrence: fc.Arbitrary<MaintenanceRecurrence> = fc.oneof(
  fc.constant({ kind: 'daily' as const }),
  fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }).map((weekdays) => ({ kind: 'weekly' as const, weekdays })),
  fc.integer({ min: 1, max: 31 }).map((day) => ({ kind: 'monthly-day' as const, day })),
  fc
    .record({ week: fc.constantFrom(...MAINTENANCE_WEEKS), weekday: fc.integer({ min: 0, max: 6 }) })
    .map((r) => ({ kind: 'monthly-weekday' as const, ...r })),
);

const schedule: fc.Arbitrary<MaintenanceSchedule> = fc
  .record({ start: local, timeZone: fc.constantFrom(...ZONES), recurrence, fraction: fc.double({ min: 0, max: 1, noNaN: true }) })
  .map(({ start, timeZone, recurrence, fraction }) => ({
    start: formatLocalDateTime(start),
    timeZone,
    recurrence,
    durationMinutes: Math.max(5, Math.floor(fraction * longestOccurrenceMinutes(recurrence))),
  }));

describe('recurrence properties', () => {
  it('the cached zone offsets read every instant as Intl does (DST days included)', () => {
    const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) });
    const nearDst = fc
      .record({ year: fc.integer({ min: 2020, max: 2030 }), i: fc.integer({ min: 0, max: 4 * 86_400 }) })
      .chain(({ year, i }) =>
        fc.constantFrom(Date.UTC(year, 2, 8), Date.UTC(year, 2, 25), Date.UTC(year, 9, 24), Date.UTC(year, 10, 1)).map((d) => d + i * 1000),
      );
    fc.assert(
      fc.property(fc.oneof(instant, nearDst), fc.constantFrom(...ZONES), (ms, zone) => {
        expect(toLocal(ms, zone)).toEqual(intlLocal(ms, zone));
      }),
      { numRuns: 2000 },
    );
  });

  it('a local time that exists round-trips; one in a gap lands less than the gap later', () => {
    fc.assert(
      fc.property(local, fc.constantFrom(...ZONES), (l, zone) => {
        const back = toLocal(fromLocal(l, zone), zone);
        const shift = Date.UTC(back.year, back.month - 1, back.day, back.hour, back.minute) - Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute);
        expect(shift === 0 || (shift > 0 && shift <= 3_600_000)).toBe(true);
      }),
    );
  });

  it('occurrences come in order, never overlap each other, keep the start time of day and fall on the chosen days', () => {
    fc.assert(
      fc.property(schedule, fc.integer({ min: 0, max: 400 }), (s, offsetDays) => {
        const from = Date.parse(`${s.start.slice(0, 10)}T00:00:00Z`) + offsetDays * 86_400_000;
        const list = nextOccurrences(s, from, 12);
        expect(list.length).toBe(12);
        const wantTime = s.start.slice(11);
        list.forEach((o, i) => {
          expect(o.end).toBeGreaterThan(from);
          if (i > 0) expect(o.start).toBeGreaterThanOrEqual(list[i - 1]!.end);
          const l = toLocal(o.start, s.timeZone);
          const time = formatLocalDateTime(l).slice(11);
          // Only a time inside a DST gap moves (forward, by the gap).
          if (time !== wantTime)
            expect(fromLocal({ ...l, hour: Number(wantTime.slice(0, 2)), minute: Number(wantTime.slice(3)) }, s.timeZone)).toBe(o.start);
          else if (s.recurrence.kind === 'weekly') expect(s.recurrence.weekdays).toContain(weekdayOf(l.year, l.month, l.day));
        });
      }),
      { numRuns: 150 },
    );
  });

  it('firstOverlap agrees with checking every pair', () => {
    fc.assert(
      fc.property(schedule, schedule, (a, b) => {
        const from = Date.parse('2026-01-01T00:00:00Z');
        const horizon = 60 * 86_400_000;
        const listA = nextOccurrences(a, from, 400).filter((o) => o.start < from + horizon);
        const listB = nextOccurrences(b, from, 400).filter((o) => o.start < from + horizon);
        const any = listA.some((x) => listB.some((y) => occurrencesMeet(x, y)));
        expect(firstOverlap(a, b, from, horizon) !== null).toBe(any);
      }),
      { numRuns: 40 },
    );
  });
});
