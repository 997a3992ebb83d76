import { LOCATION_FIELDS } from '@nms/contract';
import { describe, expect, it } from 'vitest';
import { cellTextOf, locationColumns, type OverviewNode } from './overview-columns';
import { datacenterDetailHeight, gridHeight, leafPanelHeight, locationDetailHeight } from './overview-heights';

type Location = OverviewNode & Record<string, unknown>;
const columns = locationColumns<Location>();
const column = (field: string) => columns.find((c) => c.field === field)!;

describe('overview columns', () => {
  it('are name, active, the status bar, then every location field in order (002 §2.5)', () => {
    expect(columns.map((c) => c.field)).toEqual(['name', 'active', 'device_count_by_state', ...LOCATION_FIELDS.slice(1).map((f) => f.name)]);
  });

  it('read booleans as Yes/No, dates as MM/DD/YYYY whatever the time zone, bars as their shares', () => {
    const row: Location = {
      name: 'Denver',
      active: true,
      is_osa_established: false,
      date_of_production: '2014-03-15',
      longitude: -104.9,
      device_count_by_state: [{ label: 'Normal', percent: 100, value: 3 }],
    };
    expect(cellTextOf(column('active'), row)).toBe('Yes');
    expect(cellTextOf(column('is_osa_established'), row)).toBe('No');
    expect(cellTextOf(column('date_of_production'), row)).toBe('03/15/2014');
    expect(cellTextOf(column('longitude'), row)).toBe('-104.9');
    expect(cellTextOf(column('device_count_by_state'), row)).toBe('Normal 100% (3)');
    expect(cellTextOf(column('street'), row)).toBe('');
  });
});

describe('detail heights', () => {
  it('add up header, rows and borders; an empty grid keeps one row for its notice', () => {
    expect(gridHeight([36, 36])).toBe(41 + 2 + 72);
    expect(gridHeight([])).toBe(41 + 2 + 36);
    expect(datacenterDetailHeight(3, 1)).toBe(20 + leafPanelHeight(3));
    expect(locationDetailHeight([36, 200])).toBe(20 + 28 + gridHeight([36, 200]));
  });
});
