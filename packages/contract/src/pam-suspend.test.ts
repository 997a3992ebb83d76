import { describe, expect, it } from 'vitest';
import { PAM_MESSAGES, isPamSuspendEligible, pamWindowErrors } from './pam-suspend';

const device = {
  nocid: 'NNOC',
  discovered: true,
  provisionStatus: 'ACTV',
  poller: 'notset',
  userdef2: null,
  nmd: 'CID-1',
};

describe('PAM Suspend menu rule (spec 001 §5)', () => {
  it('needs discovered, ACTV or maint, a nocid other than CRM-ACTV and a CID', () => {
    expect(isPamSuspendEligible(device)).toBe(true);
    expect(isPamSuspendEligible({ ...device, provisionStatus: 'maint' })).toBe(true);
    expect(isPamSuspendEligible({ ...device, discovered: false })).toBe(false);
    expect(isPamSuspendEligible({ ...device, provisionStatus: 'PEND' })).toBe(false);
    expect(isPamSuspendEligible({ ...device, nocid: 'CRM-ACTV' })).toBe(false);
    expect(isPamSuspendEligible({ ...device, nmd: 'notset' })).toBe(false);
    expect(isPamSuspendEligible({ ...device, nmd: ' ' })).toBe(false);
  });
});

describe('PAM window rules', () => {
  const now = 1_800_000_000;
  it('answers one message per field', () => {
    expect(pamWindowErrors({ info: 'x', start_time: now, end_time: now + 7200 }, now)).toEqual({});
    expect(pamWindowErrors({}, now)).toEqual({
      info: PAM_MESSAGES.infoRequired,
      start: PAM_MESSAGES.startRequired,
      end: PAM_MESSAGES.endRequired,
    });
    expect(pamWindowErrors({ info: 'x', start_time: now - 100, end_time: now + 7200 }, now, { slack: 60 }).start).toBe(PAM_MESSAGES.startWindow);
    expect(pamWindowErrors({ info: 'x', start_time: now - 50, end_time: now + 7200 }, now, { slack: 60 })).toEqual({});
    expect(pamWindowErrors({ info: 'x', start_time: now, end_time: now + 3600 }, now).end).toBe(PAM_MESSAGES.endTooSoon);
  });
});
