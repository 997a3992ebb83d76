import { validateCmdbRecord } from '@nms/contract';
import { describe, expect, it } from 'vitest';
import { changedFields, emptyForm, formToRecord, rowToForm, updateBody } from './form-values';

describe('form values <-> records', () => {
  it('starts a new form blank, and a blank form is a record of nulls the shared rule refuses', () => {
    const form = emptyForm('svi_hughes_datacenters');
    expect(form).toEqual({ name: '', services: [], location_id: null, notes: '' });
    const record = formToRecord('svi_hughes_datacenters', form);
    expect(record).toEqual({ name: null, services: null, location_id: null, notes: null });
    expect(validateCmdbRecord('svi_hughes_datacenters', record)).toEqual({ field: 'name', message: 'Name is required' });
  });

  it('converts each kind: trimmed text, kept long text, numbers, lookups, switches, dates, lists', () => {
    const form = {
      ...emptyForm('svi_hughes_locations'),
      name: '  Denver ',
      notes: ' line 1\nline 2 ',
      longitude: '-104.9',
      latitude: 39.7,
      is_osa_established: true,
      date_of_production: '2026-05-01',
    };
    const record = formToRecord('svi_hughes_locations', form);
    expect(record).toMatchObject({
      name: 'Denver',
      notes: ' line 1\nline 2 ',
      longitude: -104.9,
      latitude: 39.7,
      is_osa_established: true,
      date_of_production: '2026-05-01',
      street: null,
    });
    expect(formToRecord('svi_hughes_outroutes', { name: 'OR1', frequency: '12.5', inroute_id: '7' })).toEqual({
      name: 'OR1',
      frequency: 12.5,
      inroute_id: 7,
    });
  });

  it('leaves text that is no number to the shared rule', () => {
    const record = formToRecord('svi_hughes_outroutes', { name: 'OR1', frequency: '12abc', inroute_id: '7' });
    expect(validateCmdbRecord('svi_hughes_outroutes', record)?.message).toBe('Frequency must be a number such as 11700.5 or 11,700.5');
  });

  it('reads commas between thousands and refuses what it would have to guess at', () => {
    const frequency = (text: string) => formToRecord('svi_hughes_outroutes', { name: 'OR1', frequency: text, inroute_id: '7' }).frequency;
    expect(frequency('11,700.5')).toBe(11700.5);
    for (const text of ['12abc34', '1e3', '11,7005']) expect(frequency(text), text).toBeNaN();
  });

  it('shows a stored number as its text', () => {
    expect(rowToForm('svi_hughes_outroutes', { name: 'OR1', frequency: 11700.5, inroute_id: 7 }).frequency).toBe('11700.5');
    expect(rowToForm('svi_hughes_locations', { name: 'L', latitude: 1e-7 }).latitude).toBe('0.0000001');
  });

  it('reads a stored row back into the editors', () => {
    const row = { datacenter_id: 4, name: 'DC1', services: ['SI-1', 'SI-2'], location_id: 3, notes: null, dttm: '2026-01-01T00:00:00Z' };
    expect(rowToForm('svi_hughes_datacenters', row)).toEqual({ name: 'DC1', services: ['SI-1', 'SI-2'], location_id: '3', notes: '' });
  });
});

describe('the PUT body: changed fields only', () => {
  it('sends what changed, lists compared by content', () => {
    expect(changedFields({ name: 'a', services: ['x'], n: 1 }, { name: 'a', services: ['x'], n: 2 })).toEqual({ n: 2 });
    expect(changedFields({ services: ['x'] }, { services: ['x', 'y'] })).toEqual({ services: ['x', 'y'] });
    expect(changedFields({ notes: 'x' }, { notes: null })).toEqual({ notes: null });
  });

  it('is empty for an untouched form, even where the row stored blanks the form reads as nothing', () => {
    const row = { satellite_id: 1, name: 'SAT-1', external_name: '', services: null, owner: 'Hughes', orbital_position: 95, dttm: 'x' };
    expect(updateBody('svi_hughes_satellites', row, rowToForm('svi_hughes_satellites', row))).toEqual({});
    const edited = { ...rowToForm('svi_hughes_satellites', row), owner: 'EchoStar', orbital_position: '97.1' };
    expect(updateBody('svi_hughes_satellites', row, edited)).toEqual({ owner: 'EchoStar', orbital_position: 97.1 });
  });
});
