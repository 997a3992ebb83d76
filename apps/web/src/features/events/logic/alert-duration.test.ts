import { describe, expect, it } from 'vitest';
import { alertSeconds, formatAlertDuration, stampArrival } from './alert-duration';

const NOW = Date.parse('2026-11-24T12:00:00Z');

describe('alert durations', () => {
  it('shows a cleared alert its clear duration, not the 0 of its last notification', () => {
    const row = { name: 'a', severity: 1, active: false, duration: 0, clearDuration: 208, createdAt: NOW - 3_600_000 };
    expect(alertSeconds(row, NOW)).toBe(208);
    expect(formatAlertDuration(row, NOW)).toBe('3 mins 28 secs');
  });
  it('shows an active alert its age since it was raised', () => {
    const row = { name: 'a', severity: 2, active: true, duration: 30, clearDuration: null, createdAt: NOW - 90_061_000 };
    expect(formatAlertDuration(row, NOW)).toBe('1 day 1 hour 1 min 1 sec');
  });
  it('falls back to the stored duration when the other value is missing', () => {
    expect(alertSeconds({ active: true, duration: 42 }, NOW)).toBe(42);
    expect(alertSeconds({ active: false, duration: 7, clearDuration: null }, NOW)).toBe(7);
    expect(formatAlertDuration({ name: 'a', severity: 1, active: false }, NOW)).toBe('');
  });
  it("counts an active alert's age to when its page arrived, so the cell and an export agree", async () => {
    const created = Date.now() - 3_600_000;
    const fetchPage = stampArrival(async () => ({ data: [{ name: 'a', severity: 2, active: true, duration: 1, createdAt: created }], total: 1 }));
    const [row] = (await fetchPage({ offset: 0, limit: 25 } as never)).data;
    expect(typeof row!.receivedAt).toBe('number');
    expect(alertSeconds(row!)).toBe(Math.floor(((row!.receivedAt as number) - created) / 1000));
    expect(formatAlertDuration(row!)).toBe(formatAlertDuration(row!));
  });
});
