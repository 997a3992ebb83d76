import { describe, expect, it } from 'vitest';
import { searchRows } from './search-rows';

const rows = [
  { name: 'ACME-00001-FGT1', org_name: 'Acme Inc.', type: 'SD-WAN Router', ip: '10.0.0.1', device_id: '1_1' },
  { name: 'ACME-00001-FSW1', org_name: 'Acme Inc.', type: 'Managed Switch', ip: null, device_id: '1_2' },
];

describe('All Devices search panel', () => {
  it('keeps rows with the text in any column, ignoring case', () => {
    expect(searchRows(rows, 'fgt').map((r) => r.device_id)).toEqual(['1_1']);
    expect(searchRows(rows, ' switch ').map((r) => r.device_id)).toEqual(['1_2']);
    expect(searchRows(rows, '10.0.0').map((r) => r.device_id)).toEqual(['1_1']);
  });

  it('keeps every row for an empty text', () => {
    expect(searchRows(rows, '')).toHaveLength(2);
  });
});
