import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http-error';
import { compileLucene } from './compile-lucene';
import { compileOnly, DEVICE_OPTS } from './lucene-test-fixture';

const compile = (q: string | undefined) => {
  const c = compileLucene(q, DEVICE_OPTS).compile(compileOnly);
  return { sql: c.sql, params: c.parameters };
};

const fails = (q: string): string => {
  try {
    compileLucene(q, DEVICE_OPTS);
  } catch (e) {
    expect(e).toBeInstanceOf(HttpError);
    expect((e as HttpError).statusCode).toBe(400);
    return (e as HttpError).message;
  }
  throw new Error(`expected '${q}' to fail`);
};

describe('compileLucene SQL', () => {
  it.each<[string | undefined, string, unknown[]]>([
    [undefined, 'true', []],
    ['  ', 'true', []],
    ['*', 'true', []],
    ['name:abc', '"name" = $1', ['abc']],
    ['elementName:abc', '"name" = $1', ['abc']],
    ['abc', '"name" = $1', ['abc']],
    ['name:abc*', '"name" ILIKE $1', ['abc%']],
    ['name:*a_c%?', '"name" ILIKE $1', ['%a\\_c\\%_']],
    ['name:a\\\\b*', '"name" ILIKE $1', ['a\\\\b%']],
    ['name:a\\*b', '"name" = $1', ['a*b']],
    ['name:"a*b c"', '"name" = $1', ['a*b c']],
    ['name:*', `("name" IS NOT NULL AND "name" <> '')`, []],
    ["nmd:''", `("nmd" IS NULL OR "nmd" = '')`, []],
    ['nmd:007', '"nmd" = $1', ['007']],
    ["NOT nmd:'' AND discovered:true", `(("nmd" IS NOT NULL AND "nmd" <> '') AND "discovered" = $1)`, [true]],
    ["NOT (nmd:'' OR nmd:x)", `((("nmd" IS NULL OR "nmd" = '') OR "nmd" = $1)) IS NOT TRUE`, ['x']],
    ['NOT name:*abc*', '("name" ILIKE $1) IS NOT TRUE', ['%abc%']],
    ['nmd:123 AND state:1', '("nmd" = $1 AND "state" = CAST($2 AS bigint))', ['123', 1]],
    ['a OR b AND c', '("name" = $1 OR ("name" = $2 AND "name" = $3))', ['a', 'b', 'c']],
    ['a or b', '("name" = $1 AND "name" = $2 AND "name" = $3)', ['a', 'or', 'b']],
    ['state:[1 TO 5]', '("state" >= CAST($1 AS bigint) AND "state" <= CAST($2 AS bigint))', [1, 5]],
    ['state:{1 TO *}', '"state" > CAST($1 AS bigint)', [1]],
    ['state:[* TO *]', '"state" IS NOT NULL', []],
    ['state:<=3', '"state" <= CAST($1 AS bigint)', [3]],
    ["state:''", '"state" IS NULL', []],
    ['latitude:>-1.5e1', '"latitude" > CAST($1 AS double precision)', [-15]],
    ['rsUpdatedAt:2026-01-31', '"rs_updated_at" = CAST($1 AS bigint)', [Date.UTC(2026, 0, 31)]],
    [
      'rsUpdatedAt:[2026-01-31T10:00:00+02:00 TO 1769853600000]',
      '("rs_updated_at" >= CAST($1 AS bigint) AND "rs_updated_at" <= CAST($2 AS bigint))',
      [Date.UTC(2026, 0, 31, 8), 1769853600000],
    ],
    ['name:[a TO "m z"}', '("name" >= $1 AND "name" < $2)', ['a', 'm z']],
    ['memberOf:dc-1', '"member_of" @> ARRAY[CAST($1 AS text)]', ['dc-1']],
    ['memberOf:dc*', 'EXISTS (SELECT 1 FROM unnest("member_of") AS u(v) WHERE u.v ILIKE $1)', ['dc%']],
    ["memberOf:''", '("member_of" IS NULL OR cardinality("member_of") = 0)', []],
    ['memberOf:*', 'cardinality("member_of") > 0', []],
    // Kibana's _exists_:field is field:* (issue 30).
    ['_exists_:name', `("name" IS NOT NULL AND "name" <> '')`, []],
    ['_exists_:memberOf', 'cardinality("member_of") > 0', []],
    ['NOT _exists_:"elementName"', `(("name" IS NOT NULL AND "name" <> '')) IS NOT TRUE`, []],
    ['discovered:FALSE', '"discovered" = $1', [false]],
    ['name:(a OR "b c")', '("name" = $1 OR "name" = $2)', ['a', 'b c']],
    ['NOT(a)', '("name" = $1) IS NOT TRUE', ['a']],
    [
      "x:1'; DROP TABLE devices; x--".replace('x:', 'name:'),
      '("name" = $1 AND "name" = $2 AND "name" = $3 AND "name" = $4 AND "name" = $5)',
      ["1';", 'DROP', 'TABLE', 'devices;', 'x--'],
    ],
    // Lucene's other operator spellings: - and ! exclude, + requires, && and || are AND and OR.
    ['-state:5', '("state" = CAST($1 AS bigint)) IS NOT TRUE', [5]],
    ['!state:5', '("state" = CAST($1 AS bigint)) IS NOT TRUE', [5]],
    ['! state:5', '("state" = CAST($1 AS bigint)) IS NOT TRUE', [5]],
    ['+state:5', '"state" = CAST($1 AS bigint)', [5]],
    ["-nmd:''", `("nmd" IS NOT NULL AND "nmd" <> '')`, []],
    ['a || b', '("name" = $1 OR "name" = $2)', ['a', 'b']],
    ['a && b', '("name" = $1 AND "name" = $2)', ['a', 'b']],
    ['a||b a ||b', '("name" = $1 AND "name" = $2 AND "name" = $3)', ['a||b', 'a', '||b']],
    ['-(a OR b)', '(("name" = $1 OR "name" = $2)) IS NOT TRUE', ['a', 'b']],
    ['a OR -b', '("name" = $1 OR ("name" = $2) IS NOT TRUE)', ['a', 'b']],
    ['+a -b', '("name" = $1 AND ("name" = $2) IS NOT TRUE)', ['a', 'b']],
    ['(a || b)&&(c)', '(("name" = $1 OR "name" = $2) AND "name" = $3)', ['a', 'b', 'c']],
    ['state:(1 || -2)', '("state" = CAST($1 AS bigint) OR ("state" = CAST($2 AS bigint)) IS NOT TRUE)', [1, 2]],
    // Inside a value the prefixes are text: negative numbers, dashed names.
    ['state:-5', '"state" = CAST($1 AS bigint)', [-5]],
    ['alpha-01 name:a+b!', '("name" = $1 AND "name" = $2)', ['alpha-01', 'a+b!']],
    ['name:a\\^b\\~ name:\\/x/', '("name" = $1 AND "name" = $2)', ['a^b~', '/x/']],
  ])('%s', (q, expectedSql, expectedParams) => {
    expect(compile(q)).toEqual({ sql: expectedSql, params: expectedParams });
  });

  it('searches every default field with OR', () => {
    const c = compileLucene('abc*', { ...DEVICE_OPTS, defaultFields: ['name', 'nmd'] }).compile(compileOnly);
    expect(c.sql).toBe('("name" ILIKE $1 OR "nmd" ILIKE $2)');
    expect(c.parameters).toEqual(['abc%', 'abc%']);
  });

  it('rejects a default field missing from the field table as a programming error', () => {
    expect(() => compileLucene('x', { ...DEVICE_OPTS, defaultFields: ['nope'] })).toThrow(/Default field 'nope'/);
  });
});

describe('compileLucene errors (400)', () => {
  it.each<[string, RegExp]>([
    ['foo:1', /^Unknown field 'foo' in query$/],
    ['_exists_:foo', /^Unknown field 'foo' in query$/],
    ['_exists_:name*', /position 10: _exists_ takes one field name: write field:\* for a field that has a value/],
    ['_exists_:(name)', /_exists_ takes one field name: write field:\*/],
    ['name:a AND Name:b', /Unknown field 'Name'/],
    ['state:abc', /Invalid value 'abc' for field 'state': expected an integer/],
    ['state:1.5', /field 'state'/],
    ['state:99999999999999999999', /field 'state'/],
    ['state:1*', /field 'state'.*no wildcards/],
    ['latitude:NaN', /field 'latitude': expected a number/],
    ['latitude:1e999', /field 'latitude'/],
    ['rsUpdatedAt:2026-02-31', /field 'rsUpdatedAt'/],
    ['rsUpdatedAt:yesterday', /field 'rsUpdatedAt'.*ISO date/],
    ['discovered:yes', /field 'discovered': expected true or false/],
    ['discovered:[true TO false]', /Ranges are not supported on field 'discovered'/],
    ['memberOf:[a TO b]', /Ranges are not supported on field 'memberOf'/],
    ['name:abc AND', /^Query syntax error at position 13: expected a term/],
    ['(name:abc', /^Query syntax error at position 10: expected '\)' to close '\(' at position 1/],
    ['name:abc)', /^Query syntax error at position 9: unexpected '\)'/],
    ['name:"abc', /^Query syntax error at position 6: unterminated quoted phrase/],
    ["name:'abc", /^Query syntax error at position 6: unterminated quoted phrase/],
    ['OR name:abc', /^Query syntax error at position 1: unexpected 'OR'/],
    ['name:abc OR OR x', /^Query syntax error at position 13: unexpected 'OR'/],
    ['NOT', /^Query syntax error at position 4: expected a term/],
    ['name:', /^Query syntax error at position 6: expected a value/],
    [':abc', /^Query syntax error at position 1: expected a field name/],
    ['state:[1 5]', /^Query syntax error at position 10: expected 'TO'/],
    ['state:[1 TO 5', /^Query syntax error at position 14: expected '\]' or '\}'/],
    ['state:[1 TO ]', /^Query syntax error at position 13: expected a range bound/],
    ['name:abc\\', /^Query syntax error at position 9: a backslash must escape/],
    ['name:a\0b', /^Query syntax error at position 7: NUL/],
    ['()', /^Query syntax error at position 2: unexpected '\)'/],
    ['('.repeat(51) + 'a' + ')'.repeat(51), /nested too deeply/],
    ['NOT '.repeat(60) + 'a', /nested too deeply/],
    [Array.from({ length: 201 }, (_, i) => `n${i}`).join(' '), /too many terms|more than 200 terms/],
    ['a '.repeat(100_000), /more than 200 terms/],
    ['('.repeat(100_000), /nested too deeply/],
    ["name:1'; DROP TABLE devices; --", /^Query syntax error at position 32: expected a term/],
    ['name:abc^2', /^Query syntax error at position 9: boosts \('\^'\) are not supported/],
    ['(a b)^2', /^Query syntax error at position 6: boosts \('\^'\) are not supported/],
    ['name:abc~', /^Query syntax error at position 9: fuzzy and proximity searches \('~'\) are not supported/],
    ['"a b"~2', /^Query syntax error at position 6: fuzzy and proximity searches \('~'\) are not supported/],
    ['name:/ab.*/', /^Query syntax error at position 6: regular expressions \('\/...\/'\) are not supported/],
    ['/abc/', /^Query syntax error at position 1: regular expressions/],
    ['a &&', /^Query syntax error at position 5: expected a term/],
    ['|| a', /^Query syntax error at position 1: unexpected '\|\|'/],
    ['a || && b', /^Query syntax error at position 6: unexpected '&&'/],
    ['-', /^Query syntax error at position 2: expected a term/],
    ['a -)', /^Query syntax error at position 4: unexpected '\)'/],
    ['-foo:1', /^Unknown field 'foo' in query$/],
  ])('%s', (q, message) => {
    expect(fails(q)).toMatch(message);
  });

  it('accepts exactly the limits', () => {
    expect(() => compileLucene('('.repeat(50) + 'a' + ')'.repeat(50), DEVICE_OPTS)).not.toThrow();
    expect(() => compileLucene(Array.from({ length: 200 }, (_, i) => `n${i}`).join(' OR '), DEVICE_OPTS)).not.toThrow();
  });
});
