import type { PamSuspendSchedule } from '@nms/contract';
import { describe, expect, it } from 'vitest';
import { buildChangeSet, editRow, initialState, toggleDelete } from './batch-edit';
import { liveRebase, pamLiveView, touchesDevices } from './pam-live';

const schedule = (device_name: string, info: string, version: number): PamSuspendSchedule & { version: number } => ({
  device_name,
  status: 'sus',
  start_time: 1_000,
  end_time: 2_000,
  info,
  schedule_type: 'device',
  user: 'olivia',
  version,
});

describe('liveRebase', () => {
  const names = ['a', 'b', 'c'];
  const read = initialState(names, [schedule('a', 'first', 1), schedule('b', 'first', 1)]);

  it('takes the server rows where nobody edits', () => {
    const fresh = initialState(names, [schedule('a', 'other operator', 2), schedule('b', 'first', 1), schedule('c', 'new', 1)]);
    expect(liveRebase(read, fresh)).toEqual(fresh);
  });

  it('keeps a pending edit as typed on the version it was read at, so its save conflicts', () => {
    const typed = editRow(read, 'a', { info: 'mine' });
    const fresh = initialState(names, [schedule('a', 'other operator', 2), schedule('b', 'theirs', 2)]);
    const next = liveRebase(typed, fresh);
    expect(next.rows.find((r) => r.device_name === 'a')?.info).toBe('mine');
    expect(next.original.a.version).toBe(1);
    expect(next.rows.find((r) => r.device_name === 'b')?.info).toBe('theirs');
    expect(buildChangeSet(next).updates.map((r) => [r.device_name, r.version])).toEqual([['a', 1]]);
  });

  it('keeps a pending deletion and a new row being typed', () => {
    const typed = editRow(toggleDelete(read, 'b'), 'c', { info: 'new one' });
    const fresh = initialState(names, [schedule('a', 'first', 1), schedule('b', 'first', 2), schedule('c', 'someone else', 1)]);
    const next = liveRebase(typed, fresh);
    expect(next.deleted).toEqual(['b']);
    expect(next.original.b.version).toBe(1);
    expect(next.rows.find((r) => r.device_name === 'c')?.info).toBe('new one');
    // The other operator's schedule of c is not taken as read: the insert meets it as a conflict.
    expect(next.original.c).toBeUndefined();
  });
});

describe('pam live view', () => {
  it('one device is its own view; several watch every schedule and keep their own keys', () => {
    expect(pamLiveView([])).toBeUndefined();
    expect(pamLiveView(['a'])).toEqual({ kind: 'pam', device: 'a' });
    expect(pamLiveView(['a', 'b'])).toEqual({ kind: 'pam' });
    const mine = touchesDevices(['a', 'b']);
    expect(mine({ many: false, keys: ['x', 'b'] })).toBe(true);
    expect(mine({ many: false, keys: ['x'] })).toBe(false);
    expect(mine({ many: true, keys: [] })).toBe(true);
  });
});
