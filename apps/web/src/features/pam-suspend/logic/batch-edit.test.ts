import { describe, expect, it } from 'vitest';
import {
  applyToAll,
  buildChangeSet,
  discardChanges,
  editRow,
  initialState,
  isFieldEdited,
  missingFields,
  rebaseAfterSave,
  toggleDelete,
} from './batch-edit';
import type { VersionedSchedule } from './pam-version';

const schedule = (device_name: string, over: Partial<VersionedSchedule> = {}): VersionedSchedule => ({
  device_name,
  status: 'sched',
  start_time: 1000,
  end_time: 9000,
  info: 'old',
  schedule_type: 'device',
  user: 'olivia',
  version: 1,
  ...over,
});

const WINDOW = { start_time: 2000, end_time: 12000, info: 'change 42' };

describe('PAM schedule grid batch editing', () => {
  const base = initialState(['a', 'b', 'c'], [schedule('a'), schedule('b', { status: 'sus' })]);

  it('lists every device: its schedule, or a blank new row', () => {
    expect(base.rows.map((r) => [r.device_name, r.status, r.info])).toEqual([
      ['a', 'sched', 'old'],
      ['b', 'sus', 'old'],
      ['c', '', ''],
    ]);
    expect(buildChangeSet(base)).toEqual({ inserts: [], updates: [], deletes: [] });
  });

  it('Apply fills start, end and info into every row, turning them into updates and inserts', () => {
    const applied = applyToAll(base, WINDOW);
    expect(applied.rows.every((r) => r.start_time === 2000 && r.end_time === 12000 && r.info === 'change 42')).toBe(true);
    const set = buildChangeSet(applied);
    expect(set.updates.map((r) => r.device_name)).toEqual(['a', 'b']);
    expect(set.inserts.map((r) => r.device_name)).toEqual(['c']);
    expect(set.deletes).toEqual([]);
  });

  it('Apply skips rows marked for deletion', () => {
    const applied = applyToAll(toggleDelete(base, 'a'), WINDOW);
    expect(applied.rows[0].info).toBe('old');
    expect(buildChangeSet(applied)).toMatchObject({ deletes: ['a'] });
  });

  it('keeps the version each row was read at (0 for a device without a schedule), for the write to send back', () => {
    const read = initialState(['a', 'c'], [schedule('a', { version: 7 })]);
    expect(read.rows.map((r) => [r.device_name, r.version])).toEqual([
      ['a', 7],
      ['c', 0],
    ]);
    expect(buildChangeSet(editRow(read, 'a', { info: 'new' })).updates[0].version).toBe(7);
    // A row refused as stale is not among the failed ones: after the save it reads as the server has it now.
    const fresh = initialState(['a', 'c'], [schedule('a', { version: 8, info: 'theirs' })]);
    const next = rebaseAfterSave(editRow(read, 'a', { info: 'mine' }), fresh, new Set());
    expect(next.rows[0]).toMatchObject({ info: 'theirs', version: 8 });
    expect(buildChangeSet(next).updates).toEqual([]);
  });

  it('builds updates from edited cells only, and forgets edits put back', () => {
    const edited = editRow(base, 'b', { info: 'new' });
    expect(buildChangeSet(edited).updates).toEqual([{ ...schedule('b', { status: 'sus' }), info: 'new' }]);
    expect(isFieldEdited(edited, edited.rows[1], 'info')).toBe(true);
    expect(isFieldEdited(edited, edited.rows[1], 'start_time')).toBe(false);
    expect(buildChangeSet(editRow(edited, 'b', { info: 'old' })).updates).toEqual([]);
  });

  it('deletes saved rows, blanks new ones, and undeletes on a second toggle', () => {
    expect(buildChangeSet(toggleDelete(base, 'a')).deletes).toEqual(['a']);
    expect(buildChangeSet(toggleDelete(toggleDelete(base, 'a'), 'a')).deletes).toEqual([]);
    const typed = editRow(base, 'c', { info: 'x' });
    expect(buildChangeSet(typed).inserts).toHaveLength(1);
    expect(buildChangeSet(toggleDelete(typed, 'c')).inserts).toEqual([]);
  });

  it('names the required fields of an edited row', () => {
    const row = editRow(base, 'c', { info: 'only info' }).rows[2];
    expect(missingFields(row)).toEqual(['Start date is required', 'End date is required']);
  });

  it('Cancel changes puts every row back', () => {
    const messy = toggleDelete(applyToAll(base, WINDOW), 'b');
    expect(discardChanges(messy)).toEqual(base);
  });

  it('after a save keeps the failed changes pending over the fresh rows', () => {
    const before = toggleDelete(editRow(editRow(base, 'a', { info: 'ok' }), 'c', { info: 'typed', start_time: 5, end_time: 6 }), 'b');
    // a saved; c's insert and b's delete failed.
    const fresh = initialState(['a', 'b', 'c'], [schedule('a', { info: 'ok' }), schedule('b', { status: 'sus' })]);
    const next = rebaseAfterSave(before, fresh, new Set(['b', 'c']));
    expect(buildChangeSet(next)).toEqual({
      inserts: [{ device_name: 'c', status: '', start_time: 5, end_time: 6, info: 'typed', schedule_type: 'device', user: '', version: 0 }],
      updates: [],
      deletes: ['b'],
    });
  });
});
