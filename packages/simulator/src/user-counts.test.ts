import { describe, expect, it } from 'vitest';
import type { Em7DeviceBrief } from './em7-sink';
import { seedEm7Events } from './em7-events';
import { USER_COUNT_STEP, userCountAt, userCountHistory, userCountPoll, userCountProfile } from './user-counts';

const FGT: Em7DeviceBrief = {
  name: 'PETROMAX-00012-FGT1',
  className: 'HNS_FortiGate',
  model: 'FGT-60F',
  stackId: 2,
  deviceId: 10_345,
  longitude: -77,
};
// Wednesday 2025-01-15; the site is on UTC-5.
const WED = Date.UTC(2025, 0, 15) / 1000;
const at = (day: number, hourLocal: number) => WED + day * 86_400 + (hourLocal + 5) * 3600;

describe('VPN tunnel user counts', () => {
  const p = userCountProfile(FGT);

  it('are whole, realistic numbers: busy weekday afternoons, quiet nights and weekends', () => {
    const week = Array.from({ length: 7 * 288 }, (_, i) => userCountAt(p, WED + i * USER_COUNT_STEP));
    expect(week.every((v) => Number.isInteger(v) && v >= 0 && v <= 80)).toBe(true);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const afternoon = mean([0, 1, 2].map((d) => userCountAt(p, at(d, 13))));
    const night = mean([0, 1, 2].map((d) => userCountAt(p, at(d, 3))));
    const saturday = userCountAt(p, at(3, 13));
    expect(afternoon).toBeGreaterThan(night + 5);
    expect(saturday).toBeLessThan(afternoon);
  });

  it('depend only on the device and the time', () => {
    expect(userCountAt(userCountProfile(FGT), at(0, 10))).toBe(userCountAt(p, at(0, 10)));
    const other = userCountProfile({ ...FGT, name: 'KWIKFUEL-00001-FGT1' });
    const a = Array.from({ length: 50 }, (_, i) => userCountAt(p, WED + i * 3600));
    const b = Array.from({ length: 50 }, (_, i) => userCountAt(other, WED + i * 3600));
    expect(a).not.toEqual(b);
  });

  it('history has 5-minute samples, hourly and daily means up to now; a poll agrees with it', () => {
    const now = at(0, 14) + 123;
    const history = userCountHistory(FGT, now, { rawDays: 2, hourlyDays: 3, dailyDays: 10 });
    const raw = history.filter((h) => h.step === 300);
    expect(raw.at(-1)!.ts).toBe(Math.floor(now / 300) * 300);
    expect(raw.length).toBe(288 + (raw.at(-1)!.ts - WED) / 300 + 1);
    expect(history.filter((h) => h.step === 86_400)).toHaveLength(10);
    const poll = userCountPoll(FGT, now);
    expect(poll[0]).toEqual(raw.at(-1));
    expect(poll[1]).toEqual(history.filter((h) => h.step === 3600).at(-1));
  });
});

describe('seeded EM7 events', () => {
  it('are a few per FortiGate, deterministic, one per policy and resource', () => {
    const now = WED * 1000;
    const events = seedEm7Events(FGT, now);
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(seedEm7Events(FGT, now)).toEqual(events);
    expect(new Set(events.map((e) => `${e.alignedResourceName}|${e.policy}`)).size).toBe(events.length);
    for (const e of events) {
      expect(e.alignedResourceName.startsWith(FGT.name)).toBe(true);
      expect(e.dateFirst).toBeLessThanOrEqual(e.dateLast);
      expect(e.dateLast).toBeLessThanOrEqual(now);
      expect(e.severity).toBeGreaterThanOrEqual(1);
      expect(e.severity).toBeLessThanOrEqual(5);
    }
  });
});
