import { describe, expect, it } from 'vitest';
import { MAINTENANCE_MESSAGES, longestOccurrenceMinutes, maintenanceWindowErrors } from './maintenance-rules';
import type { MaintenanceCreateBody } from './maintenance-schemas';

const good: MaintenanceCreateBody = {
  name: 'Core upgrade',
  target: { kind: 'query', query: 'productType:router' },
  start: '2026-06-02T23:00',
  durationMinutes: 120,
  timeZone: 'Europe/Berlin',
  recurrence: { kind: 'weekly', weekdays: [2, 4] },
  until: null,
};

describe('maintenance window rules', () => {
  it('accepts a complete window', () => {
    expect(maintenanceWindowErrors(good)).toEqual({});
  });

  it('answers one message per field', () => {
    expect(maintenanceWindowErrors({})).toEqual({
      name: MAINTENANCE_MESSAGES.nameRequired,
      target: MAINTENANCE_MESSAGES.queryRequired,
      start: MAINTENANCE_MESSAGES.startRequired,
      durationMinutes: MAINTENANCE_MESSAGES.durationRange,
      timeZone: MAINTENANCE_MESSAGES.timeZone,
      recurrence: MAINTENANCE_MESSAGES.recurrenceRequired,
    });
    expect(maintenanceWindowErrors({ ...good, start: '2026-02-30T10:00', timeZone: 'Mars/Olympus' })).toEqual({
      start: MAINTENANCE_MESSAGES.startRequired,
      timeZone: MAINTENANCE_MESSAGES.timeZone,
    });
    expect(maintenanceWindowErrors({ ...good, target: { kind: 'devices', devices: [' '] } }).target).toBe(MAINTENANCE_MESSAGES.devicesRequired);
    expect(maintenanceWindowErrors({ ...good, recurrence: { kind: 'weekly', weekdays: [] } }).recurrence).toBe(MAINTENANCE_MESSAGES.weekdaysRequired);
    expect(maintenanceWindowErrors({ ...good, until: '2026-06-01' }).until).toBe(MAINTENANCE_MESSAGES.until);
  });

  it('an occurrence cannot run into the next one', () => {
    expect(longestOccurrenceMinutes({ kind: 'weekly', weekdays: [2, 4] })).toBe(47 * 60);
    expect(longestOccurrenceMinutes({ kind: 'weekly', weekdays: [6, 0] })).toBe(23 * 60);
    expect(maintenanceWindowErrors({ ...good, durationMinutes: 48 * 60 }).durationMinutes).toBe(MAINTENANCE_MESSAGES.durationTooLong);
    expect(maintenanceWindowErrors({ ...good, recurrence: { kind: 'daily' }, durationMinutes: 23 * 60 })).toEqual({});
    expect(maintenanceWindowErrors({ ...good, durationMinutes: 4 }).durationMinutes).toBe(MAINTENANCE_MESSAGES.durationRange);
  });
});
