import { describe, expect, it } from 'vitest';
import { changedFields, showValue } from './changed-fields';

describe('changedFields', () => {
  it('lists the fields whose value changed, in the record order', () => {
    const before = { name: 'EMS', host_name: 'a', notes: null, dttm: '1' };
    const after = { name: 'EMS', host_name: 'b', notes: 'x', dttm: '2' };
    expect(changedFields(before, after).map((c) => c.field)).toEqual(['host_name', 'notes', 'dttm']);
    expect(changedFields(before, after, true)).toHaveLength(4);
  });

  it('counts every field of a create or a delete as changed', () => {
    expect(changedFields(null, { name: 'n', services: ['a'] })).toEqual([
      { field: 'name', before: undefined, after: 'n', changed: true },
      { field: 'services', before: undefined, after: ['a'], changed: true },
    ]);
    expect(changedFields({ name: 'n' }, null).map((c) => c.changed)).toEqual([true]);
  });

  it('shows lists, objects and blanks readably', () => {
    expect(showValue(['a', 'b'])).toBe('a, b');
    expect(showValue({ x: 1 })).toBe('{"x":1}');
    expect(showValue(null)).toBe('');
    expect(showValue(0)).toBe('0');
  });
});
