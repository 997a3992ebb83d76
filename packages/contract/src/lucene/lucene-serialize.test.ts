import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOnlyStar, type MatchValue, type QueryNode, type TermValue, type ValuePart } from './lucene-ast';
import * as lq from './lucene-expr';
import type { LuceneExpr } from './lucene-expr';
import { parseLucene } from './lucene-parser';
import { escapeLucene, serializeLucene } from './lucene-serialize';

/** The tree the parser builds for what `e` says: groups folded, terms without positions, text parts merged. */
function normalise(e: LuceneExpr, field: string | null = null): unknown {
  switch (e.kind) {
    case 'all':
      return e;
    case 'and':
    case 'or': {
      const children = e.children.map((c) => normalise(c, field));
      return children.length === 1 ? children[0] : { kind: e.kind, children };
    }
    case 'not':
      return { kind: 'not', child: normalise(e.child, field) };
    case 'group':
      return normalise(e.child, e.field ?? field);
    case 'term': {
      const f = field ?? e.field;
      const value = normaliseValue(e.value);
      if (f === null && value.kind === 'match' && !value.quoted && isOnlyStar(value)) return { kind: 'all' };
      return { kind: 'term', field: f, value };
    }
  }
}

function normaliseValue(v: TermValue): TermValue {
  if (v.kind === 'range') return v;
  const parts: ValuePart[] = [];
  for (const p of v.parts) {
    const last = parts.at(-1);
    if ('text' in p && last && 'text' in last) parts[parts.length - 1] = { text: last.text + p.text };
    else if (!('text' in p) || p.text !== '' || v.quoted) parts.push(p);
  }
  return { ...v, parts: v.quoted ? [{ text: parts.map((p) => ('text' in p ? p.text : '')).join('') }] : parts };
}

/** Parser output without term positions. */
const withoutPos = (n: QueryNode): unknown =>
  n.kind === 'term'
    ? { kind: 'term', field: n.field, value: n.value }
    : n.kind === 'not'
      ? { kind: 'not', child: withoutPos(n.child) }
      : n.kind === 'all'
        ? n
        : { kind: n.kind, children: n.children.map(withoutPos) };

// Text with every character the grammar gives a meaning to, keywords, and non-ASCII.
const SPECIALS = [
  ' ',
  '\t',
  '\n',
  '\\',
  '*',
  '?',
  ':',
  '(',
  ')',
  '"',
  "'",
  '[',
  ']',
  '{',
  '}',
  '<',
  '>',
  '=',
  '^',
  '~',
  '/',
  '-',
  '+',
  '!',
  '&&',
  '||',
  'AND',
  'OR',
  'NOT',
  'TO',
  'é',
  '日',
  '🚀',
];
const text = fc
  .array(
    fc.oneof(
      fc.constantFrom(...SPECIALS),
      fc.string({ maxLength: 3 }).filter((s) => !s.includes('\0')),
    ),
    { maxLength: 5 },
  )
  .map((xs) => xs.join(''));
const nonEmpty = text.filter((s) => s !== '');

const wildcard = fc.constantFrom<ValuePart>({ wildcard: '*' }, { wildcard: '?' });
const unquoted: fc.Arbitrary<MatchValue> = fc
  .array(
    fc.oneof(
      nonEmpty.map((t): ValuePart => ({ text: t })),
      wildcard,
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((parts) => ({ kind: 'match', parts, quoted: false }));
const value: fc.Arbitrary<TermValue> = fc.oneof(
  unquoted,
  text.map(lq.phrase),
  fc
    .tuple(fc.option(text), fc.option(text), fc.boolean(), fc.boolean())
    .map(([a, b, li, ui]) => lq.range(a ?? undefined, b ?? undefined, { lower: li, upper: ui })),
);
const fieldName = fc.oneof(fc.constantFrom('name', 'state', 'nmd', 'AND', '-x', 'a b'), nonEmpty);

const exprs = fc.letrec<{ expr: LuceneExpr; inner: LuceneExpr }>((tie) => ({
  // Anything at top level, including field groups.
  expr: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.tuple(fc.option(fieldName), value).map(([f, v]) => lq.term(f, v)),
    fc.constant<LuceneExpr>({ kind: 'all' }),
    tie('expr').map(lq.not),
    tie('expr').map(lq.group),
    fc
      .tuple(fc.constantFrom<'and' | 'or'>('and', 'or'), fc.array(tie('expr'), { minLength: 1, maxLength: 3 }))
      .map(([kind, children]): LuceneExpr => ({ kind, children })),
    fc.tuple(fieldName, tie('inner')).map(([field, child]): LuceneExpr => ({ kind: 'group', field, child })),
  ),
  // Inside field:( ... ): unfielded terms, NOT, plain groups, AND / OR.
  inner: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    value.map((v) => lq.term(null, v)),
    tie('inner').map(lq.not),
    tie('inner').map(lq.group),
    fc
      .tuple(fc.constantFrom<'and' | 'or'>('and', 'or'), fc.array(tie('inner'), { minLength: 1, maxLength: 3 }))
      .map(([kind, children]): LuceneExpr => ({ kind, children })),
  ),
}));

describe('serializeLucene', () => {
  it('writes what parseLucene reads back as the same tree', () => {
    fc.assert(
      fc.property(exprs.expr, (e) => {
        const q = serializeLucene(e);
        expect(withoutPos(parseLucene(q)), q).toEqual(normalise(e));
      }),
      { numRuns: 2000 },
    );
  });

  it('round-trips parsed queries', () => {
    for (const q of ['a OR b AND c', '(a b) c', 'name:(a OR "b c")', 'state:[1 TO *}', "nmd:''", '-x:1 || y:2', 'name:a\\*b*']) {
      const tree = withoutPos(parseLucene(q));
      expect(withoutPos(parseLucene(serializeLucene(parseLucene(q)))), q).toEqual(tree);
    }
  });

  it('escapes a field value so any text is searched as itself', () => {
    fc.assert(
      fc.property(fieldName, nonEmpty, (field, v) => {
        const q = `${field === 'name' ? 'name' : 'f'}:${escapeLucene(v)}`;
        expect(parseLucene(q)).toMatchObject({ kind: 'term', value: { kind: 'match', parts: [{ text: v }], quoted: false } });
      }),
      { numRuns: 1000 },
    );
  });

  it('lays builders out as an operator reads them', () => {
    const q = lq.and(
      lq.not(lq.isEmpty('nmd')),
      lq.group(lq.or(lq.term('count', 1), lq.term('count', 5))),
      lq.fieldGroup('severity', 'or', ['2', '3'].map(lq.exact)),
      lq.term('name', lq.infix('New York')),
      lq.term('at', lq.range(1, 9)),
      lq.term('at', lq.greaterThan(3, true)),
      lq.and(lq.term('a', 'x'), lq.term('b', lq.prefix('y'))),
    );
    expect(serializeLucene(q)).toBe(
      "NOT nmd:'' AND (count:1 OR count:5) AND severity:(2 OR 3) AND name:*New\\ York* AND at:[1 TO 9] AND at:>=3 AND (a:x AND b:y*)",
    );
  });
});
