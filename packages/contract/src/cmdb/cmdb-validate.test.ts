import { describe, expect, it } from 'vitest';
import { compareRouteNames, validateCmdbRecord } from './cmdb-validate';

describe('validateCmdbRecord', () => {
  it('names the first blank required field', () => {
    expect(validateCmdbRecord('svi_hughes_datacenters', { name: 'DC1', services: [], location_id: 3 })).toEqual({
      field: 'services',
      message: 'Services is required',
    });
    expect(validateCmdbRecord('svi_hughes_circuits', { a_circuit_id: '  ' })).toEqual({ field: 'a_circuit_id', message: 'A Circuit ID is required' });
  });
  it('checks kinds: numeric frequency, ref ids, dates', () => {
    expect(validateCmdbRecord('svi_hughes_outroutes', { name: 'OR1', frequency: 'x' as never, inroute_id: 1 })?.field).toBe('frequency');
    expect(validateCmdbRecord('svi_hughes_outroutes', { name: 'OR1', frequency: 12.5, inroute_id: 0 })?.field).toBe('inroute_id');
    expect(validateCmdbRecord('svi_hughes_locations', { name: 'L', date_of_production: '2026-13-45' })?.field).toBe('date_of_production');
    expect(validateCmdbRecord('svi_hughes_locations', { name: 'L', date_of_production: null, longitude: -104.9 })).toBeUndefined();
    // Days that do not exist (Date.parse rolls them over) and year 0 (the database has none).
    expect(validateCmdbRecord('svi_hughes_locations', { name: 'L', date_of_production: '2026-02-30' })?.field).toBe('date_of_production');
    expect(validateCmdbRecord('svi_hughes_locations', { name: 'L', date_of_production: '0000-01-01' })?.field).toBe('date_of_production');
    expect(validateCmdbRecord('svi_hughes_locations', { name: 'L', date_of_production: '2024-02-29' })).toBeUndefined();
  });
});

describe('compareRouteNames', () => {
  it('compares letters first, then the number', () => {
    expect(['IR10', 'OR1', 'IR2', 'IR', 'ir3'].sort(compareRouteNames)).toEqual(['IR', 'IR2', 'ir3', 'IR10', 'OR1']);
  });
});
