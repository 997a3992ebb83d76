import { describe, expect, it } from 'vitest';
import { cmdbColumnDefs, cmdbGridColumns, fieldText } from './cmdb-columns';
import { buildLookup, lookupCollections, serviceNameOptions } from './lookups';
import { searchRows } from './search-rows';

const locations = buildLookup('svi_hughes_locations', [
  { location_id: 1, name: 'Germantown' },
  { location_id: 2, name: 'Las Vegas' },
]);
const inroutes = buildLookup('svi_hughes_inroutes', [
  { inroute_id: 1, name: 'IR10' },
  { inroute_id: 2, name: 'IR2' },
]);

describe('lookups', () => {
  it('names what a tab reads besides its own rows', () => {
    expect(lookupCollections('svi_hughes_datacenters')).toEqual(['svi_hughes_service_instances', 'svi_hughes_locations']);
    expect(lookupCollections('svi_hughes_inroutes')).toEqual(['svi_hughes_satellites', 'svi_hughes_datacenters']);
    expect(lookupCollections('svi_hughes_ems')).toEqual([]);
  });

  it('orders options as the collection orders names (routes: IR2 before IR10)', () => {
    expect(inroutes.options.map((o) => o.label)).toEqual(['IR2', 'IR10']);
    expect(locations.names.get(2)).toBe('Las Vegas');
  });

  it('offers each service name once, plus names a row holds that no instance has', () => {
    expect(serviceNameOptions([{ name: 'b' }, { name: 'a' }, { name: 'b' }], ['gone'])).toEqual(['a', 'b', 'gone']);
  });
});

describe('columns and search', () => {
  const lookups = { svi_hughes_locations: locations };
  it('shows a lookup by name, a list joined and a switch as Yes/No', () => {
    const [, services, location] = cmdbGridColumns('svi_hughes_datacenters', lookups);
    expect(services.format!(['SI-1', 'SI-2'], {})).toBe('SI-1, SI-2');
    expect(location.format!(2, {})).toBe('Las Vegas');
    expect(location.format!(99, {})).toBe('99');
    expect(fieldText({ name: 'b', label: 'B', kind: 'bool' }, false, {})).toBe('No');
  });

  it('sorts the name column ascending from the start, routes by letters then number', () => {
    const defs = cmdbColumnDefs('svi_hughes_inroutes', {});
    expect(defs[0].sort).toBe('asc');
    const compare = defs[0].comparator as (a: unknown, b: unknown) => number;
    expect(['IR10', 'IR2', 'IR1'].sort(compare)).toEqual(['IR1', 'IR2', 'IR10']);
  });

  it('finds rows by any shown text, case-blind, a datacenter by its location name', () => {
    const rows = [
      { datacenter_id: 1, name: 'DC-East', services: ['SI-1'], location_id: 1, notes: null },
      { datacenter_id: 2, name: 'DC-West', services: ['SI-2'], location_id: 2, notes: null },
    ];
    const columns = cmdbGridColumns('svi_hughes_datacenters', lookups);
    expect(searchRows(rows, columns, 'las VEGAS').map((r) => r.name)).toEqual(['DC-West']);
    expect(searchRows(rows, columns, 'si-1').map((r) => r.name)).toEqual(['DC-East']);
    expect(searchRows(rows, columns, '  ')).toHaveLength(2);
  });
});
