import { describe, expect, it } from 'vitest';
import { calendarDays, localDayStart, type CalendarWindow } from './calendar-days';

// The test runner's zone is the browser's here: build local times with the Date constructor.
const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).getTime();
const pad = (n: number) => String(n).padStart(2, '0');
const localStart = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

const weekly = (id: number, start: string, weekdays: number[], minutes = 60): CalendarWindow => ({
  id,
  name: `W${id}`,
  start,
  durationMinutes: minutes,
  timeZone: zone,
  recurrence: { kind: 'weekly', weekdays },
  until: null,
});

describe('calendarDays', () => {
  const now = local(2026, 12, 1, 12); // a Tuesday noon

  it('lays 4 weeks from today with each occurrence on its day, in start order', () => {
    const days = calendarDays([weekly(1, '2026-11-03T20:00', [2, 4]), weekly(2, '2026-11-03T08:00', [2])], now);
    expect(days).toHaveLength(28);
    expect(days[0]!.dayStart).toBe(local(2026, 12, 1));
    // Today: W2's 08:00 is over but is still one of today's blocks; W1 at 20:00.
    expect(days[0]!.blocks.map((b) => `${b.name} ${localStart(b.start)}`)).toEqual(['W2 2026-12-01T08:00', 'W1 2026-12-01T20:00']);
    expect(days[2]!.blocks.map((b) => b.name)).toEqual(['W1']); // Thursday
    expect(days[1]!.blocks).toEqual([]);
    const all = days.flatMap((d) => d.blocks);
    expect(all.filter((b) => b.name === 'W1')).toHaveLength(8);
  });

  it('shows an occurrence across midnight on both days, the second as continued', () => {
    const days = calendarDays([weekly(1, '2026-11-03T23:00', [3], 180)], now);
    const wed = days[1]!;
    const thu = days[2]!;
    expect(wed.blocks).toHaveLength(1);
    expect(thu.blocks).toEqual([{ ...wed.blocks[0]!, continued: true }]);
  });

  it('finds local midnights', () => {
    expect(localDayStart(local(2026, 12, 31, 23, 59), 1)).toBe(local(2027, 1, 1));
  });
});
