import { CMDB_ENTITIES } from '@nms/contract';
import { describe, expect, it } from 'vitest';
import { cmdbColumnDefs, fieldText } from './cmdb-columns';

const dateField = CMDB_ENTITIES.svi_hughes_locations.fields.find((f) => f.name === 'date_of_production')!;

describe('CMDB dates', () => {
  it('show in the one date format (MM/DD/YYYY for a day)', () => {
    expect(fieldText(dateField, '2024-02-29', {})).toBe('02/29/2024');
    expect(fieldText(dateField, null, {})).toBe('');
  });
  it('sort by date, not by their text', () => {
    const column = cmdbColumnDefs('svi_hughes_locations', {}).find((c) => c.colId === 'date_of_production')!;
    const compare = column.comparator as (a: unknown, b: unknown) => number;
    const sorted = ['12/31/2024', '01/02/2025', '06/15/2023'].sort((a, b) => compare(a, b));
    expect(sorted).toEqual(['06/15/2023', '12/31/2024', '01/02/2025']);
  });
});
