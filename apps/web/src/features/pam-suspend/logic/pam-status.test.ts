import { describe, expect, it } from 'vitest';
import { LOAD_FAILED_STATUS_TEXT, formStatusText, gridStatusLabel, isLiveStatus, statusRowClass } from './pam-status';

describe('PAM status texts (spec 000 §4, 001 §5)', () => {
  it('words the form status as the spec does', () => {
    expect(formStatusText('sus')).toBe('PAM Suspended');
    expect(formStatusText('pendsus')).toBe('PAM Suspend is pending');
    expect(formStatusText('pensus')).toBe('PAM Suspend is pending');
    expect(formStatusText('sched')).toBe('PAM Suspend is scheduled');
    expect(formStatusText('expired')).toBe('PAM not suspended');
    expect(formStatusText(undefined)).toBe('PAM not suspended');
    expect(LOAD_FAILED_STATUS_TEXT).toBe('PAM Not Suspended');
  });

  it('labels grid codes, anything else raw', () => {
    expect(['sched', 'pendsus', 'pensus', 'sus', 'expired', ''].map(gridStatusLabel)).toEqual([
      'Scheduled',
      'Pending',
      'Pending',
      'Suspended',
      'expired',
      '',
    ]);
  });

  it('offers Remove and colours rows for live schedules only', () => {
    expect(['sched', 'pendsus', 'pensus', 'sus'].every(isLiveStatus)).toBe(true);
    expect(isLiveStatus('expired')).toBe(false);
    expect(isLiveStatus(undefined)).toBe(false);
    expect(['sched', 'pendsus', 'sus', 'expired'].map(statusRowClass)).toEqual(['pam-row-sched', 'pam-row-pending', 'pam-row-sus', undefined]);
  });
});
