import { describe, expect, it } from 'vitest';
import { fieldRows, searchFields } from './field-list';

describe('field list', () => {
  it('upper-cases and sorts names, later maps win', () => {
    expect(fieldRows({ zeta: 1, alpha: 'x' }, { Alpha: null, beta: { a: 1 } })).toEqual([
      { name: 'ALPHA', value: '' },
      { name: 'BETA', value: '{"a":1}' },
      { name: 'ZETA', value: '1' },
    ]);
  });

  it('searches names and values case-insensitively', () => {
    const rows = fieldRows({ site_id: 'ABC-12', model: 'HT2000' });
    expect(searchFields(rows, 'site').map((r) => r.name)).toEqual(['SITE_ID']);
    expect(searchFields(rows, 'ht2').map((r) => r.name)).toEqual(['MODEL']);
    expect(searchFields(rows, '  ')).toHaveLength(2);
    expect(searchFields(rows, 'nothing')).toEqual([]);
  });
});
