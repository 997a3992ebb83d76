/**
 * The syntax tree of a Lucene-style query, as the parser produces it and the compiler reads it.
 * Positions are 0-based offsets into the query text (error messages add 1).
 */

/** A piece of an unquoted value: literal text, or an unescaped `*` / `?` wildcard. */
export type ValuePart = { text: string } | { wildcard: '*' | '?' };

/** A single value: `abc`, `ab*c`, `"a phrase"`, `''` (empty: quoted and no text). */
export interface MatchValue {
  kind: 'match';
  parts: ValuePart[];
  quoted: boolean;
}

/** One end of a range; `null` in a RangeValue means open (`*`). */
export interface RangeBound {
  text: string;
  inclusive: boolean;
}

/** `[a TO b]`, `{a TO b}`, mixed brackets, or a comparison `>a`, `>=a`, `<a`, `<=a`. */
export interface RangeValue {
  kind: 'range';
  lower: RangeBound | null;
  upper: RangeBound | null;
}

export type TermValue = MatchValue | RangeValue;

export type QueryNode =
  /** Everything: an empty query, or an unfielded `*`. */
  | { kind: 'all' }
  | { kind: 'and' | 'or'; children: QueryNode[] }
  | { kind: 'not'; child: QueryNode }
  /** `field:value`, or a value alone (field `null`: the entity's default fields). */
  | { kind: 'term'; field: string | null; pos: number; value: TermValue };

/** The literal text of a match value (wildcards as typed), for numbers, booleans and messages. */
export const valueText = (value: MatchValue): string => value.parts.map((p) => ('text' in p ? p.text : p.wildcard)).join('');

export const hasWildcard = (value: MatchValue): boolean => value.parts.some((p) => 'wildcard' in p);

/** `*` (or `**`...) alone: the field exists. */
export const isOnlyStar = (value: MatchValue): boolean => value.parts.length > 0 && value.parts.every((p) => 'wildcard' in p && p.wildcard === '*');

export const isEmptyValue = (value: MatchValue): boolean => value.quoted && valueText(value) === '';
