import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { badNumberText, nulInBody, nulInParameters } from './input-guards';

const noNul = (v: unknown) => !JSON.stringify(v).includes('\\u0000');

describe('nulInBody', () => {
  it('names the value or key that holds a NUL, at any depth', () => {
    expect(nulInBody({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe('body/a/1/c');
    expect(nulInBody([{ 'k\u0000': 1 }])).toBe('body/0/k\\u0000');
    expect(nulInBody('text\u0000')).toBe('body');
    expect(nulInBody({ a: 1, b: null, c: true, d: 'fine' })).toBeUndefined();
    expect(nulInBody(undefined)).toBeUndefined();
  });

  it('walks a body nested deeper than the call stack without throwing', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(nulInBody(deep)).toBe(`body${'/0'.repeat(200_000)}`);
  });

  it('finds nothing in any JSON without a NUL, and finds a NUL placed after any such JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue().filter(noNul), (value) => {
        expect(nulInBody(value)).toBeUndefined();
        expect(nulInBody({ first: value, second: ['a', 'b\u0000'] })).toBe('body/second/1');
      }),
      { numRuns: 300 },
    );
  });
});

describe('nulInParameters', () => {
  it('names the parameter whose value (or one of its repeated values) holds a NUL', () => {
    expect(nulInParameters('querystring', { a: 'x', b: ['y', 'z\u0000'] })).toBe('querystring/b');
    expect(nulInParameters('params', { id: '1' })).toBeUndefined();
  });
});

describe('badNumberText', () => {
  const schema = {
    type: 'object',
    properties: {
      offset: { type: 'integer', minimum: 0, maximum: 10_000_000 },
      id: { type: 'integer' },
      lat: { type: 'number', minimum: -90, maximum: 90 },
      either: { anyOf: [{ type: 'integer' }, { type: 'string' }] },
      name: { type: 'string' },
    },
  };
  const check = (key: string, text: string) => badNumberText('querystring', schema, { [key]: text });

  it.each(['Infinity', '-Infinity', '1e309', '1e400', 'NaN', '-0', '9007199254740993', '1.5', '1e3', '0x10', ' 1', '', '+1'])(
    'refuses %j for an integer, naming the parameter and its range',
    (text) => {
      expect(check('offset', text)).toBe('querystring/offset must be a whole number written in digits from 0 to 10000000');
    },
  );

  it('states the safe-integer range for an integer without bounds', () => {
    expect(check('id', 'Infinity')).toBe('querystring/id must be a whole number written in digits from -9007199254740991 to 9007199254740991');
  });

  it('takes whole numbers as written, and leaves the range to the schema', () => {
    for (const text of ['0', '25', '0010', '99999999', '-5']) expect(check('offset', text)).toBeUndefined();
  });

  it('takes finite decimals for a number and refuses the rest', () => {
    for (const text of ['0', '-0', '1.5', '-.5', '4e1', '89.999']) expect(check('lat', text)).toBeUndefined();
    for (const text of ['Infinity', '1e309', 'NaN', '', '0x1', '1,5'])
      expect(check('lat', text)).toBe('querystring/lat must be a finite number from -90 to 90');
  });

  it('leaves parameters that also take text, and text parameters, alone', () => {
    expect(check('either', 'Infinity')).toBeUndefined();
    expect(check('name', 'Infinity')).toBeUndefined();
  });

  it('accepts exactly the decimal digit strings of safe integers (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary-ascii', maxLength: 25 }), fc.double().map(String), fc.bigInt().map(String)), (text) => {
        const accepted = badNumberText('querystring', schema, { id: text }) === undefined;
        const n = Number(text);
        expect(accepted).toBe(/^-?\d+$/.test(text) && Number.isSafeInteger(n) && !Object.is(n, -0));
      }),
      { numRuns: 2000 },
    );
  });
});
