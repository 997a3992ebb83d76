import { PAM_MESSAGES } from '@nms/contract';
import { describe, expect, it } from 'vitest';
import { defaultWindow, formDate, parseFormDate, validateWindowText } from './pam-dates';

const at = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => Math.floor(new Date(y, mo - 1, d, h, mi, s).getTime() / 1000);
const NOW = at(2026, 3, 14, 10, 0, 0);

describe('PAM form dates (MM/dd/yyyy HH:mm:ss, local time)', () => {
  it('parses and formats the spec format, refusing anything else', () => {
    expect(parseFormDate('03/14/2026 23:00:00')).toBe(at(2026, 3, 14, 23));
    expect(formDate(at(2026, 3, 14, 23, 5, 9))).toBe('03/14/2026 23:05:09');
    expect(parseFormDate('  ')).toBeUndefined();
    for (const bad of ['2026-03-14 23:00:00', '3/14/2026 23:00:00', '02/31/2026 10:00:00', '03/14/2026 24:00:00', '03/14/2026 23:00']) {
      expect(parseFormDate(bad)).toBeNull();
    }
  });

  it('defaults to now and now plus 2 hours', () => {
    expect(defaultWindow(NOW)).toEqual({ start: '03/14/2026 10:00:00', end: '03/14/2026 12:00:00' });
  });

  it('gives every message of the form', () => {
    const ok = { ...defaultWindow(NOW), info: 'maintenance' };
    expect(validateWindowText(ok, NOW)).toEqual({});
    expect(validateWindowText({ start: '', end: '', info: ' ' }, NOW)).toEqual({
      start: PAM_MESSAGES.startRequired,
      end: PAM_MESSAGES.endRequired,
      info: PAM_MESSAGES.infoRequired,
    });
    expect(validateWindowText({ ...ok, start: 'tomorrow', end: '14/03/2026 12:00:00' }, NOW)).toEqual({
      start: 'The date must have the following format: MM/dd/yyyy HH:mm:ss (23:00:00)',
      end: 'The date must have the following format: MM/dd/yyyy HH:mm:ss (23:00:00)',
    });
  });

  it('keeps start between now and 8 minutes ahead and end between 2 hours and 10 years ahead', () => {
    const v = (start: number, end: number) => validateWindowText({ start: formDate(start), end: formDate(end), info: 'x' }, NOW);
    expect(v(NOW + 8 * 60, NOW + 3 * 3600)).toEqual({});
    expect(v(NOW + 9 * 60, NOW + 3 * 3600).start).toBe('Start date must be between now and 8 minutes ahead');
    expect(v(NOW - 5 * 60, NOW + 3 * 3600).start).toBe('Start date must be between now and 8 minutes ahead');
    expect(v(NOW, NOW + 3600).end).toBe('End date must be at least 2 hours from now');
    expect(v(NOW, at(2036, 3, 14, 10)).end).toBe('End date must be less than 10 years');
    expect(v(NOW, at(2036, 3, 14, 9)).end).toBeUndefined();
  });

  it('lets an edited schedule keep its past start', () => {
    const start = NOW - 3600;
    expect(validateWindowText({ start: formDate(start), end: formDate(NOW + 3 * 3600), info: 'x' }, NOW, start)).toEqual({});
  });
});
