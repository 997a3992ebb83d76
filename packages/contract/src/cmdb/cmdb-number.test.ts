import { describe, expect, it } from 'vitest';
import { parseCmdbNumber } from './cmdb-number';
import { validateCmdbRecord } from './cmdb-validate';

describe('parseCmdbNumber', () => {
  it('reads plain decimals and commas between thousands', () => {
    expect(parseCmdbNumber('11700.5')).toBe(11700.5);
    expect(parseCmdbNumber(' 11,700.5 ')).toBe(11700.5);
    expect(parseCmdbNumber('1,234,567')).toBe(1234567);
    expect(parseCmdbNumber('-104.99')).toBe(-104.99);
    expect(parseCmdbNumber('+.5')).toBe(0.5);
    expect(parseCmdbNumber('12.')).toBe(12);
  });
  it('refuses what it would have to guess at', () => {
    for (const text of ['12abc34', '1e3', '11,7005', '1,2', ',100', '1,,000', '0x1F', 'Infinity', '', '-', '.', '1.2.3', '1 000', '9'.repeat(400)]) {
      expect(parseCmdbNumber(text), text).toBeNaN();
    }
  });
});

describe('validateCmdbRecord numbers', () => {
  it('says what a number looks like', () => {
    expect(validateCmdbRecord('svi_hughes_outroutes', { name: 'OR1', frequency: Number.NaN, inroute_id: 1 })).toEqual({
      field: 'frequency',
      message: 'Frequency must be a number such as 11700.5 or 11,700.5',
    });
  });
  it('keeps latitude and longitude on the globe', () => {
    expect(validateCmdbRecord('svi_hughes_locations', { name: 'L', latitude: 90, longitude: -180 })).toBeUndefined();
    expect(validateCmdbRecord('svi_hughes_locations', { name: 'L', latitude: 90.5 })).toEqual({
      field: 'latitude',
      message: 'Latitude must be between -90 and 90',
    });
    expect(validateCmdbRecord('svi_hughes_locations', { name: 'L', longitude: -181 })).toEqual({
      field: 'longitude',
      message: 'Longitude must be between -180 and 180',
    });
  });
});
