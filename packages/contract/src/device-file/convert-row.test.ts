import { describe, expect, it } from 'vitest';
import { convertCell, prepareRows } from './convert-row';
import { autoMap, importField, IMPORT_FIELDS, mappingProblem } from './import-fields';

const field = (name: string) => importField(name)!;

describe('import fields and auto-mapping', () => {
  it('offers the writable contract fields and the SNMP fields, not the derived ones', () => {
    const names = IMPORT_FIELDS.map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['name', 'managementIp', 'nmd', 'memberOf', 'snmpCredential', 'snmpPort']));
    for (const derived of ['state', 'elementName', 'rsUpdatedAt', 'pamSuspended']) expect(names).not.toContain(derived);
  });

  it('maps headers by contract name, column name or alias, in any case; a field once', () => {
    expect(autoMap(['Name', 'management_ip', 'PROVISION STATUS', 'snmp-port', 'Hostname', 'comment'])).toEqual([
      'name',
      'managementIp',
      'provisionStatus',
      'snmpPort',
      null, // hostname would be name, already taken by the first column
      null,
    ]);
  });

  it('needs a name column and one column per field', () => {
    expect(mappingProblem(['model', null])).toMatch(/name/);
    expect(mappingProblem(['name', 'model', 'model'])).toMatch(/model is mapped from two columns/);
    expect(mappingProblem(['name', null, 'model'])).toBeUndefined();
  });
});

describe('cell conversion by contract type', () => {
  it('converts numbers, booleans, dates and lists', () => {
    expect(convertCell(field('em7StackId'), ' 42 ')).toEqual({ value: 42 });
    expect(convertCell(field('latitude'), '-39.75')).toEqual({ value: -39.75 });
    expect(convertCell(field('isManaged'), 'Yes')).toEqual({ value: true });
    expect(convertCell(field('discovered'), 'FALSE')).toEqual({ value: false });
    expect(convertCell(field('discoveredFirstAt'), '2026-05-01T00:00:00Z')).toEqual({ value: Date.UTC(2026, 4, 1) });
    expect(convertCell(field('discoveredFirstAt'), '1777593600000')).toEqual({ value: 1777593600000 });
    expect(convertCell(field('memberOf'), 'G1; G2 |G3;')).toEqual({ value: ['G1', 'G2', 'G3'] });
    expect(convertCell(field('snmpPort'), '1161')).toEqual({ value: 1161 });
    expect(convertCell(field('model'), ' HT2010 ')).toEqual({ value: 'HT2010' });
  });

  it('names the field and the text it could not convert', () => {
    expect(convertCell(field('em7StackId'), '4.5')).toEqual({ message: "em7StackId must be a whole number, not '4.5'" });
    expect(convertCell(field('latitude'), 'north')).toEqual({ message: "latitude must be a number, not 'north'" });
    expect(convertCell(field('isManaged'), 'maybe')).toEqual({ message: "isManaged must be true or false, not 'maybe'" });
    expect(convertCell(field('snmpPort'), '161/udp')).toMatchObject({ message: expect.stringContaining('snmpPort') });
    expect(convertCell(field('discoveredFirstAt'), 'May 1st')).toMatchObject({ message: expect.stringContaining('discoveredFirstAt') });
  });

  it('prepares device objects: empty cells left out, ignored columns unused, errors by row', () => {
    const sheet = {
      headers: ['name', 'lat', 'notes', 'port'],
      rows: [
        { row: 2, cells: ['r1', '39.5', 'x', ''] },
        { row: 3, cells: ['r2', 'far', 'y', 'abc'] },
      ],
    };
    const rows = prepareRows(sheet, ['name', 'latitude', null, 'snmpPort']);
    expect(rows[0]).toEqual({ row: 2, device: { name: 'r1', latitude: 39.5 }, errors: [] });
    expect(rows[1].errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'latitude'],
      [3, 'snmpPort'],
    ]);
  });
});
