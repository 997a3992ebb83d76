import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { formVersion } from './form-version';
import { pamView } from './pam-view';

const sched = {
  device_name: 'd1',
  status: 'pendsus' as const,
  start_time: 1,
  end_time: 2,
  info: 'i',
  schedule_type: 'device',
  user: 'u',
  version: 4,
};
const read = (over: Partial<Parameters<typeof pamView>[0]>) => ({ data: undefined, error: null, isError: false, isPending: false, ...over });

describe('PAM status derivation (the one both cards use)', () => {
  it('says nothing while the first read is on its way', () => {
    expect(pamView(read({ isPending: true }), 'd1')).toEqual({});
  });

  it('reads an empty answer and the 404 alike: no schedule', () => {
    const empty = pamView(read({ data: { data: [], total: 0 } }), 'd1');
    const notFound = pamView(read({ isError: true, error: new ApiError('No PAM Schedule found for d1', 404) }), 'd1');
    for (const v of [empty, notFound]) {
      expect(v.statusText).toBe('PAM not suspended');
      expect(v.failure).toEqual({ text: 'No PAM Schedule found for d1', noSchedule: true });
      expect(v.schedule).toBeUndefined();
    }
  });

  it('labels a schedule by its status, and a failed re-read does not show the last data', () => {
    expect(pamView(read({ data: { data: [sched], total: 1 } }), 'd1')).toMatchObject({ schedule: sched, statusText: 'PAM Suspend is pending' });
    const failed = pamView(read({ data: { data: [sched], total: 1 }, isError: true, error: new ApiError('down', 500) }), 'd1');
    expect(failed).toMatchObject({ statusText: 'PAM Not Suspended', failure: { noSchedule: false } });
    expect(failed.schedule).toBeUndefined();
  });
});

describe('what fills the PAM form', () => {
  it('changes with another schedule or version, not with a re-read of the same one', () => {
    expect(formVersion(sched)).toBe(formVersion({ ...sched, status: 'sus' }));
    expect(formVersion(sched)).not.toBe(formVersion({ ...sched, version: 5 }));
    expect(formVersion(undefined)).toBe(formVersion(undefined));
  });
});
