import { describe, expect, it } from 'vitest';
import { EVENT_DETAIL_FIELDS, eventFieldRows, eventFieldText } from './event-fields';

describe('event detail field texts', () => {
  it('shows epoch milliseconds as dates and 0 (or no time) as Never', () => {
    expect(eventFieldText('clearedAt', 0)).toBe('Never');
    expect(eventFieldText('willExpireAt', null)).toBe('Never');
    expect(eventFieldText('rsInsertedAt', '0')).toBe('Never');
    const ms = new Date(2024, 2, 5, 7, 8, 9).getTime();
    expect(eventFieldText('lastNotifiedAt', ms)).toBe('03/05/2024 07:08:09');
  });

  it('maps severity, durations, booleans, lists and missing values', () => {
    expect(eventFieldText('severity', 2)).toBe('Major');
    expect(eventFieldText('severity', 9)).toBe('9');
    expect(eventFieldText('duration', 3661)).toBe('1 hour 1 min 1 sec');
    expect(eventFieldText('acknowledged', false)).toBe('No');
    expect(eventFieldText('owner', 'notset')).toBe('Unavailable');
    expect(eventFieldText('memberOf', ['a', 'b'])).toBe('a, b');
    expect(eventFieldText('memberOf', [])).toBe('Unavailable');
  });
});

describe('event detail field rows', () => {
  it('lists the fields of spec 001 §2.18 first, in its order, then device attributes, then any others', () => {
    const rows = eventFieldRows({ zzz: 'x', severity: 1, name: 'n', nmd: 'ACME', elementName: 'D1' }).map((r) => r.field);
    expect(rows.slice(0, EVENT_DETAIL_FIELDS.length)).toEqual(EVENT_DETAIL_FIELDS);
    expect(rows.slice(0, 5)).toEqual(['elementName', 'elementDisplayName', 'eventName', 'eventDisplayName', 'elementClassName']);
    expect(EVENT_DETAIL_FIELDS.slice(-4)).toEqual(['userDefined10', 'vendor', 'visibility', 'willExpireAt']);
    expect(rows.indexOf('nmd')).toBeGreaterThan(rows.indexOf('willExpireAt'));
    expect(rows.indexOf('clearedAt')).toBeGreaterThan(rows.indexOf('willExpireAt'));
    expect(rows.slice(-2)).toEqual(['zzz', 'name']);
  });

  it('shows a listed field the answer lacks as Unavailable (Never for times)', () => {
    const rows = new Map(eventFieldRows({ name: 'n' }).map((r) => [r.field, r.text]));
    expect(rows.get('owner')).toBe('Unavailable');
    expect(rows.get('clearedAt')).toBe('Never');
  });
});
