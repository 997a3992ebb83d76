import { describe, expect, it } from 'vitest';
import { columnFilterToLucene, combineQueries, escapeLucene, filterModelToLucene, searchToLucene } from './lucene';

describe('filter row operators → Lucene (spec 001 §5)', () => {
  const text = (type: string, filter: string) => columnFilterToLucene('elementName', 'text', { filterType: 'text', type, filter });

  it('maps each text operator', () => {
    expect(text('equals', 'dev-1')).toBe('elementName:dev-1');
    expect(text('notEqual', 'dev-1')).toBe('NOT elementName:dev-1');
    expect(text('startsWith', 'dev')).toBe('elementName:dev*');
    expect(text('endsWith', '01')).toBe('elementName:*01');
    expect(text('contains', 'ev')).toBe('elementName:*ev*');
    expect(text('notContains', 'ev')).toBe('NOT elementName:*ev*');
    expect(columnFilterToLucene('troubleTicketID', 'text', { type: 'blank' })).toBe("troubleTicketID:''");
  });

  it('escapes what the parser treats specially', () => {
    expect(escapeLucene('a b:c*(d)')).toBe('a\\ b\\:c\\*\\(d\\)');
    // Boost, fuzzy and regex characters are text in a filter value, not refused operators.
    expect(text('contains', 'x^2~/y')).toBe('elementName:*x\\^2\\~\\/y*');
    expect(text('startsWith', '/dev/-a')).toBe('elementName:\\/dev\\/-a*');
    expect(text('contains', 'New York')).toBe('elementName:*New\\ York*');
    expect(text('equals', "it's")).toBe("elementName:it\\'s");
  });

  it('maps numbers, ranges and combined conditions', () => {
    expect(columnFilterToLucene('count', 'number', { filterType: 'number', type: 'greaterThan', filter: 3 })).toBe('count:>3');
    expect(columnFilterToLucene('count', 'number', { filterType: 'number', type: 'inRange', filter: 2, filterTo: 9 })).toBe('count:[2 TO 9]');
    expect(
      columnFilterToLucene('count', 'number', {
        filterType: 'number',
        operator: 'OR',
        conditions: [
          { type: 'equals', filter: 1 },
          { type: 'equals', filter: 5 },
        ],
      }),
    ).toBe('(count:1 OR count:5)');
  });

  it('matches severity by label', () => {
    expect(columnFilterToLucene('severity', 'severity', { type: 'equals', filter: 'critical' })).toBe('severity:1');
    expect(columnFilterToLucene('severity', 'severity', { type: 'contains', filter: 'or' })).toBe('severity:(2 OR 3 OR 5)');
    expect(columnFilterToLucene('severity', 'severity', { type: 'notEqual', filter: 'Normal' })).toBe('NOT severity:5');
    expect(columnFilterToLucene('severity', 'severity', { type: 'equals', filter: 'nope' })).toBe('severity:0');
  });

  it('turns a day into an epoch range', () => {
    const q = columnFilterToLucene('lastNotifiedAt', 'date', { filterType: 'date', type: 'equals', dateFrom: '2026-01-31 00:00:00' });
    const start = new Date(2026, 0, 31).getTime();
    expect(q).toBe(`lastNotifiedAt:[${start} TO ${start + 86_400_000 - 1}]`);
  });

  it('ANDs columns, the base query and the search panel', () => {
    const kinds = new Map([
      ['elementName', 'text' as const],
      ['count', 'number' as const],
    ]);
    const filters = filterModelToLucene(
      { elementName: { filterType: 'text', type: 'startsWith', filter: 'x' }, count: { filterType: 'number', type: 'equals', filter: 2 } },
      kinds,
    );
    expect(filters).toBe('elementName:x* AND count:2');
    expect(combineQueries(["NOT nmd:'' AND active:true", filters, searchToLucene('ab', ['elementName', 'eventText'])])).toBe(
      "(NOT nmd:'' AND active:true) AND (elementName:x* AND count:2) AND (elementName:*ab* OR eventText:*ab*)",
    );
    expect(combineQueries(['', undefined, '*'])).toBe('');
  });
});
