import type { MaintenanceWindow } from '@nms/contract';
import { describe, expect, it } from 'vitest';
import { bodyOfForm, deviceNames, formOfWindow, impactBodyOfForm, newWindowForm, previewReady } from './window-form';

describe('the window form', () => {
  it('starts a new window at the next full hour in its zone, weekly on that weekday, 2 hours', () => {
    // 2026-11-28 22:54 UTC is 23:54 in Berlin (a Saturday): the next full hour is Sunday 00:00.
    const f = newWindowForm(Date.UTC(2026, 10, 28, 22, 54), 'Europe/Berlin');
    expect(f.start).toBe('2026-11-29T00:00');
    expect(f.kind).toBe('weekly');
    expect(f.weekdays).toEqual([0]);
    expect(f.hours * 60 + f.minutes).toBe(120);
  });

  it('sends what the contract takes: each recurrence with its own fields only', () => {
    const base = { ...newWindowForm(Date.UTC(2026, 10, 28, 10), 'UTC'), name: ' Patch night ', query: ' productCategory:Router ' };
    expect(bodyOfForm({ ...base, kind: 'weekly', weekdays: [4, 2] })).toMatchObject({
      name: 'Patch night',
      target: { kind: 'query', query: 'productCategory:Router' },
      recurrence: { kind: 'weekly', weekdays: [2, 4] },
      durationMinutes: 120,
      timeZone: 'UTC',
      until: null,
    });
    expect(bodyOfForm({ ...base, kind: 'monthly-weekday', week: 'first', weekday: 2 }).recurrence).toEqual({
      kind: 'monthly-weekday',
      week: 'first',
      weekday: 2,
    });
    expect(bodyOfForm({ ...base, kind: 'monthly-day', day: 31 }).recurrence).toEqual({ kind: 'monthly-day', day: 31 });
    expect(bodyOfForm({ ...base, kind: 'once', until: '2027-01-01' }).until).toBeNull();
    expect(bodyOfForm({ ...base, kind: 'daily', until: '2027-01-01' }).until).toBe('2027-01-01');
  });

  it('reads a device list from lines, commas or spaces, without repeats', () => {
    expect(deviceNames('A-1\nB-2, C-3  A-1;\n')).toEqual(['A-1', 'B-2', 'C-3']);
    const f = { ...newWindowForm(0, 'UTC'), targetKind: 'devices' as const, devices: 'A-1\nB-2' };
    expect(bodyOfForm(f).target).toEqual({ kind: 'devices', devices: ['A-1', 'B-2'] });
    expect(previewReady(f)).toBe(true);
    expect(previewReady({ ...f, devices: ' ' })).toBe(false);
  });

  it('asks the preview without its own window when editing', () => {
    const f = { ...newWindowForm(0, 'UTC'), query: 'a:b' };
    expect(impactBodyOfForm(f, 7)).toMatchObject({ excludeId: 7, target: { kind: 'query', query: 'a:b' } });
    expect(impactBodyOfForm(f)).not.toHaveProperty('excludeId');
  });

  it('edits a stored window as it was saved', () => {
    const w = {
      id: 3,
      name: 'Core',
      target: { kind: 'query', query: 'nocid:ECM' },
      start: '2026-12-01T02:00',
      durationMinutes: 150,
      timeZone: 'America/New_York',
      recurrence: { kind: 'monthly-weekday', week: 'first', weekday: 2 },
      until: null,
      info: 'firmware',
      version: 4,
    } as MaintenanceWindow;
    const f = formOfWindow(w);
    expect(f).toMatchObject({ hours: 2, minutes: 30, kind: 'monthly-weekday', week: 'first', weekday: 2, weekdays: [2], until: '' });
    expect(bodyOfForm(f)).toMatchObject({
      name: 'Core',
      start: w.start,
      durationMinutes: 150,
      recurrence: w.recurrence,
      target: w.target,
      info: 'firmware',
    });
  });
});
