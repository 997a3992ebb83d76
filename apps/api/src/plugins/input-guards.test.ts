import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { badNumberText, unstorableInBody, unstorableInParameters, unstorableText } from './input-guards';

const NUL = 'must not contain NUL characters';
const SURROGATE = 'must not contain a lone UTF-16 surrogate (an unpaired \\uD800-\\uDFFF)';
const pathOf = (body: unknown) => unstorableInBody(body)?.path;
const storable = (v: unknown) => unstorableInBody(v) === undefined;

describe('unstorableText', () => {
  it('names NUL and lone surrogates, and takes paired surrogates (emoji) and everything else', () => {
    expect(unstorableText('a\u0000b')).toBe(NUL);
    expect(unstorableText('a\ud800')).toBe(SURROGATE);
    expect(unstorableText('\udc00a')).toBe(SURROGATE);
    expect(unstorableText('\udc00\ud800')).toBe(SURROGATE);
    expect(unstorableText('router 🛰 ü 中')).toBeUndefined();
    expect(unstorableText('')).toBeUndefined();
  });

  // The oracle: a string is well formed when UTF-8 carries it unchanged (a lone surrogate becomes U+FFFD).
  const wellFormed = (s: string) => Buffer.from(s, 'utf8').toString('utf8') === s;

  it('agrees with the string being well formed UTF-16, for any string of code units (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.array(fc.integer({ min: 0xd800, max: 0xdfff }), { maxLength: 3 }), (text, units) => {
        const s = text.replaceAll('\u0000', '') + String.fromCharCode(...units);
        expect(unstorableText(s) === undefined).toBe(wellFormed(s));
      }),
      { numRuns: 200 },
    );
  });
});

describe('unstorableInBody', () => {
  it('names the value or key that holds a NUL or a lone surrogate, at any depth, and why', () => {
    expect(unstorableInBody({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual({ path: 'body/a/1/c', problem: NUL });
    expect(pathOf([{ 'k\u0000': 1 }])).toBe('body/0/k\\u0000');
    expect(unstorableInBody([{ name: 'rtr\ud83d' }])).toEqual({ path: 'body/0/name', problem: SURROGATE });
    expect(pathOf({ ['k\udfff']: 1 })).toBe('body/k\\udfff');
    expect(pathOf('text\u0000')).toBe('body');
    expect(pathOf({ a: 1, b: null, c: true, d: 'fine', e: '🛰' })).toBeUndefined();
    expect(pathOf(undefined)).toBeUndefined();
  });

  it('walks a body nested deeper than the call stack without throwing', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(pathOf(deep)).toBe(`body${'/0'.repeat(200_000)}`);
  });

  it('finds nothing in any storable JSON, and finds what is placed after any such JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue().filter(storable), (value) => {
        expect(pathOf(value)).toBeUndefined();
        expect(pathOf({ first: value, second: ['a', 'b\u0000'] })).toBe('body/second/1');
        expect(pathOf({ first: value, second: ['a', 'b\ud800'] })).toBe('body/second/1');
      }),
      { numRuns: 300 },
    );
  });
});

describe('unstorableInParameters', () => {
  it('names the parameter whose value (or one of its repeated values) holds a NUL or a lone surrogate', () => {
    expect(unstorableInParameters('querystring', { a: 'x', b: ['y', 'z\u0000'] })).toEqual({ path: 'querystring/b', problem: NUL });
    expect(unstorableInParameters('querystring', { q: 'name:\udc00' })).toEqual({ path: 'querystring/q', problem: SURROGATE });
    expect(unstorableInParameters('params', { id: '1' })).toBeUndefined();
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
