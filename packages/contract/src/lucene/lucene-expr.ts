import type { MatchValue, RangeBound, RangeValue, TermValue, ValuePart } from './lucene-ast';

/**
 * A query to write: the parser's nodes (a parsed query serializes as it is) plus the groups the
 * parser folds away, so a builder can say `f:(a OR b)` or `(a OR b)` where that reads better.
 * A term needs no position: only parsed terms have one.
 */
export type LuceneExpr =
  | { kind: 'all' }
  | { kind: 'and' | 'or'; children: readonly LuceneExpr[] }
  | { kind: 'not'; child: LuceneExpr }
  | { kind: 'term'; field: string | null; value: TermValue; pos?: number }
  /** `( ... )`, or with a field `field:( ... )`: every term inside is a value of that field. */
  | { kind: 'group'; field: string | null; child: LuceneExpr };

const literal = (text: string): ValuePart[] => (text ? [{ text }] : []);

/** A value matched exactly: `text` is literal (wildcard characters in it are searched as text). */
export const exact = (text: string): MatchValue => ({ kind: 'match', parts: literal(text), quoted: false });

/** A quoted phrase; the empty phrase is Lucene's "no value" (`''`). */
export const phrase = (text: string): MatchValue => ({ kind: 'match', parts: [{ text }], quoted: true });

/** `text*` */
export const prefix = (text: string): MatchValue => ({ kind: 'match', parts: [...literal(text), { wildcard: '*' }], quoted: false });

/** `*text` */
export const suffix = (text: string): MatchValue => ({ kind: 'match', parts: [{ wildcard: '*' }, ...literal(text)], quoted: false });

/** `*text*` */
export const infix = (text: string): MatchValue => ({
  kind: 'match',
  parts: [{ wildcard: '*' }, ...literal(text), { wildcard: '*' }],
  quoted: false,
});

/** `*`: the field has a value. */
export const anyValue = (): MatchValue => ({ kind: 'match', parts: [{ wildcard: '*' }], quoted: false });

const bound = (text: string | number | undefined, inclusive: boolean): RangeBound | null =>
  text === undefined ? null : { text: String(text), inclusive };

/** `[lower TO upper]` by default; an undefined end is open (`*`). */
export const range = (
  lower: string | number | undefined,
  upper: string | number | undefined,
  inclusive: { lower?: boolean; upper?: boolean } = {},
): RangeValue => ({ kind: 'range', lower: bound(lower, inclusive.lower ?? true), upper: bound(upper, inclusive.upper ?? true) });

export const greaterThan = (v: string | number, orEqual = false): RangeValue => range(v, undefined, { lower: orEqual });
export const lessThan = (v: string | number, orEqual = false): RangeValue => range(undefined, v, { upper: orEqual });

/** `field:value`; a plain string or number is an exact value. */
export const term = (field: string | null, value: TermValue | string | number): LuceneExpr => ({
  kind: 'term',
  field,
  value: typeof value === 'object' ? value : exact(String(value)),
});

/** `field:''`: the field has no value. */
export const isEmpty = (field: string): LuceneExpr => term(field, phrase(''));

export const not = (child: LuceneExpr): LuceneExpr => ({ kind: 'not', child });

/** AND of the children; one child is itself. */
export const and = (first: LuceneExpr, ...rest: LuceneExpr[]): LuceneExpr => (rest.length ? { kind: 'and', children: [first, ...rest] } : first);

/** OR of the children; one child is itself. */
export const or = (first: LuceneExpr, ...rest: LuceneExpr[]): LuceneExpr => (rest.length ? { kind: 'or', children: [first, ...rest] } : first);

/** AND of the parts present (a filter left empty adds nothing); none is undefined. */
export const allOf = (parts: readonly (LuceneExpr | undefined)[]): LuceneExpr | undefined => present('and', parts);

/** OR of the parts present; none is undefined. */
export const anyOf = (parts: readonly (LuceneExpr | undefined)[]): LuceneExpr | undefined => present('or', parts);

function present(kind: 'and' | 'or', parts: readonly (LuceneExpr | undefined)[]): LuceneExpr | undefined {
  const children = parts.filter((p): p is LuceneExpr => p !== undefined);
  return children.length <= 1 ? children[0] : { kind, children };
}

/** `( ... )`, written even where precedence does not need it. */
export const group = (child: LuceneExpr): LuceneExpr => ({ kind: 'group', field: null, child });

/** `field:(v1 OR v2 ...)`: several values of one field. */
export const fieldGroup = (field: string, op: 'and' | 'or', values: readonly TermValue[]): LuceneExpr => ({
  kind: 'group',
  field,
  child: values.length === 1 ? term(null, values[0]) : { kind: op, children: values.map((v) => term(null, v)) },
});
