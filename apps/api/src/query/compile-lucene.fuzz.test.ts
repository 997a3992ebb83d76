import fc from 'fast-check';
import { DEVICE_FIELDS } from '@nms/contract';
import { sql, type CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-databases';
import { HttpError } from '../lib/http-error';
import { compileLucene } from './compile-lucene';
import { compileOnly, DEVICE_OPTS, insertFixture } from './lucene-test-fixture';

/** Any input compiles or is a 400; compiled SQL holds only allow-listed columns, $n and fixed SQL. */

const COLUMNS = new Set(DEVICE_FIELDS.map((f) => f.column));
const KEYWORDS = new Set(
  ('true AND OR IS NOT NULL TRUE ILIKE CAST AS bigint double precision ARRAY text EXISTS SELECT FROM ' + 'unnest u v WHERE cardinality 0 1').split(
    ' ',
  ),
);
const SQL_TOKEN = /\s+|\$\d+|"([a-z0-9_]+)"|''|@>|<>|>=|<=|[=<>()[\],.]|[A-Za-z]+|\d+/y;

/** The first piece of `text` that is not allow-listed SQL, or undefined. */
function foreignSql(text: string): string | undefined {
  SQL_TOKEN.lastIndex = 0;
  while (SQL_TOKEN.lastIndex < text.length) {
    const at = SQL_TOKEN.lastIndex;
    const m = SQL_TOKEN.exec(text);
    if (!m) return text.slice(at);
    const tok = m[0];
    if (m[1] !== undefined ? !COLUMNS.has(m[1]) : /^[A-Za-z\d]+$/.test(tok) && !KEYWORDS.has(tok)) return tok;
  }
  return undefined;
}

/** Compiles, or returns undefined for a 400; anything else fails the property. */
function tryCompile(query: string): CompiledQuery | undefined {
  try {
    return compileLucene(query, DEVICE_OPTS).compile(compileOnly);
  } catch (e) {
    if (e instanceof HttpError && e.statusCode === 400) return undefined;
    throw e;
  }
}

const FIELDS = ['name', 'nmd', 'state', 'latitude', 'discovered', 'rsUpdatedAt', 'memberOf', 'className', 'nope', 'Name'];
const VALUES = ['abc', '1', '-5', '007', '1.5e3', '2026-01-31', '2026-01-31T10:00:00Z', 'true', 'FALSE', 'é', '日本', '🚀', 'x%_y'];
const PUNCT = [
  ':',
  '"',
  "'",
  '[',
  ']',
  '{',
  '}',
  '(',
  ')',
  ' TO ',
  ' AND ',
  ' OR ',
  'NOT ',
  'and',
  'or',
  '*',
  '?',
  '\\',
  ';',
  '--',
  '$1',
  "''",
  '>',
  '>=',
  '<',
  '<=',
  ' ',
  '\u0000',
  'DROP TABLE devices',
  '/*',
  '\u00a0',
  '-',
  '+',
  '!',
  ' || ',
  ' && ',
  '||',
  '&&',
  '^',
  '~',
  '/',
];

const luceneTokens = fc
  .array(fc.oneof(fc.constantFrom(...FIELDS, ...VALUES, ...PUNCT), fc.string({ maxLength: 4 })), { maxLength: 16 })
  .map((parts) => parts.join(''));

/** Mostly well-formed queries, so many compile and reach the database. */
const structured = fc.letrec<{ query: string; term: string }>((tie) => ({
  term: fc.oneof(
    fc
      .tuple(fc.constantFrom(...FIELDS), fc.constantFrom(...VALUES, '*', "''", 'a*', '*b?', '"x y"', "'it\\'s'", '>=2', '<1'))
      .map(([f, v]) => `${f}:${v}`),
    fc
      .tuple(
        fc.constantFrom(...FIELDS),
        fc.constantFrom('[', '{'),
        fc.constantFrom(...VALUES, '*'),
        fc.constantFrom(...VALUES, '*'),
        fc.constantFrom(']', '}'),
      )
      .map(([f, o, a, b, c]) => `${f}:${o}${a} TO ${b}${c}`),
    fc.constantFrom(...VALUES, 'and', 'or', '*'),
  ),
  query: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    tie('term'),
    fc.tuple(tie('query'), fc.constantFrom(' AND ', ' OR ', ' ', ' && ', ' || '), tie('query')).map(([a, op, b]) => `${a}${op}${b}`),
    fc.tuple(fc.constantFrom('NOT ', '-', '!', '+'), tie('query')).map(([op, q]) => `${op}${q}`),
    tie('query').map((q) => `(${q})`),
  ),
})).query;

const GENERATORS: Array<[string, fc.Arbitrary<string>, number]> = [
  ['fc.string', fc.string({ maxLength: 40 }), 1500],
  ['full unicode', fc.string({ unit: 'binary', maxLength: 30 }), 1000],
  ['graphemes', fc.string({ unit: 'grapheme', maxLength: 20 }), 500],
  ['lucene tokens', luceneTokens, 2500],
  ['structured', structured, 1500],
];

describe('compileLucene on arbitrary input', () => {
  let database: TestDatabase;
  /** Queries that compiled, per generator, for the database run. */
  const compiled = new Map<string, string[]>();

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await insertFixture(database.db);
  });
  afterAll(() => database?.close());

  it('recognises foreign SQL', () => {
    expect(foreignSql('("name" = $1 AND "state" IS NOT NULL)')).toBeUndefined();
    expect(foreignSql('"name" = $1; DROP TABLE devices')).toMatch(/^;/);
    expect(foreignSql('"password" = $1')).toBe('"password"');
    expect(foreignSql('"name" = abc')).toBe('abc');
  });

  it.each(GENERATORS)('%s: compiles or throws a 400, and the SQL holds no user text', (label, arb, numRuns) => {
    const ok: string[] = [];
    fc.assert(
      fc.property(arb, (query) => {
        const c = tryCompile(query);
        if (!c) return;
        expect(foreignSql(c.sql), `query ${JSON.stringify(query)} → ${c.sql}`).toBeUndefined();
        expect(c.sql.match(/\$\d+/g)?.length ?? 0).toBe(c.parameters.length);
        ok.push(query);
      }),
      { numRuns },
    );
    compiled.set(label, ok);
    expect(ok.length).toBeGreaterThan(0);
  });

  it('compiles -x and !x as NOT x, +x as x, && and || as AND and OR', () => {
    const sqlOf = (q: string) => {
      const c = tryCompile(q);
      return c && { sql: c.sql, parameters: c.parameters };
    };
    const clause = fc.oneof(
      structured.map((q) => `(${q})`),
      fc.constantFrom('state:5', 'name:a*', "nmd:''", 'abc'),
    );
    fc.assert(
      fc.property(clause, clause, (a, b) => {
        expect(sqlOf(`-${a}`)).toEqual(sqlOf(`NOT ${a}`));
        expect(sqlOf(`!${a}`)).toEqual(sqlOf(`NOT ${a}`));
        expect(sqlOf(`+${a}`)).toEqual(sqlOf(a));
        expect(sqlOf(`${a} || ${b}`)).toEqual(sqlOf(`${a} OR ${b}`));
        expect(sqlOf(`${a} && -${b}`)).toEqual(sqlOf(`${a} AND NOT ${b}`));
      }),
      { numRuns: 500 },
    );
  });

  it('runs a sample of the compiled queries without a database error', async () => {
    const sample = [
      ...(compiled.get('structured') ?? []).slice(0, 180),
      ...(compiled.get('lucene tokens') ?? []).slice(0, 60),
      ...(compiled.get('full unicode') ?? []).slice(0, 30),
      ...(compiled.get('fc.string') ?? []).slice(0, 30),
    ];
    expect(sample.length).toBeGreaterThanOrEqual(300);
    for (const query of sample) {
      // SELECT count(*) FROM devices WHERE <compiled>
      const row = await database.db
        .selectFrom('devices')
        .select(sql<number>`count(*)::int`.as('n'))
        .where(compileLucene(query, DEVICE_OPTS))
        .executeTakeFirstOrThrow()
        .catch((e: Error) => {
          throw new Error(`query ${JSON.stringify(query)} failed in the database: ${e.message}`);
        });
      expect(row.n).toBeGreaterThanOrEqual(0);
    }
  });
});
