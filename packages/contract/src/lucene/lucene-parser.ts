import { hasWildcard, isOnlyStar, valueText, type MatchValue, type QueryNode, type RangeBound, type RangeValue, type TermValue } from './lucene-ast';
import { LuceneSyntaxError } from './lucene-errors';
import { Scanner } from './lucene-scanner';

/*
 * Recursive-descent parser for the Lucene-style query language of the grids.
 *
 * Why not liqe (DESIGN suggested it): liqe 3.8 cannot express the syntax faithfully. Its ranges
 * accept numbers only, so `[* TO 5]`, `[1 TO *]`, `[a TO b]` and `[2026-01-01 TO 2026-02-01]` are
 * syntax errors; range tags carry no end position, so raw text cannot be recovered; and it turns
 * `007` into 7. A hand-written parser is short, keeps raw text and gives exact error positions.
 *
 *   query   := or? EOF                         (empty or blank: everything)
 *   or      := and (('OR' | '||') and)*
 *   and     := unary (('AND' | '&&')? unary)*  (adjacent terms: implicit AND; binds tighter than OR)
 *   unary   := ('NOT' | '!' | '-') unary | '+' unary | primary
 *   primary := '(' or ')' | field ':' '(' or ')' | field ':' value | value
 *   value   := phrase | range | ('>' | '>=' | '<' | '<=') bound | word
 *   range   := ('[' | '{') bound 'TO' bound (']' | '}')    ('[' ']' inclusive; '*' open end)
 *   phrase  := '"' ... '"' | "'" ... "'"       (backslash escapes; no wildcards inside)
 *
 * AND, OR, NOT and TO are operators only in upper case; `and`/`or` are ordinary terms. `&&`, `||`
 * and `!` are Lucene's other spellings of AND, OR and NOT. At the start of a clause `-` excludes
 * (NOT) and `+` requires (the clause itself, as terms are AND-ed); inside a value they are text
 * (`state:-5`, `alpha-01`). Operators combine as boolean logic, so `a OR -b` is `a OR (NOT b)`
 * (Lucene would read it as `a AND NOT b`, a scoring rule a filter has no use for). Boosts `^`,
 * fuzzy `~` and `/regex/` are refused by name (lucene-scanner.ts). An unfielded `*` is everything. Inside `field:( ... )` every
 * term is a value of that field. No whitespace between `field:` and its value. Colons are allowed
 * in values (`rsUpdatedAt:2026-01-31T10:00:00Z`); an unfielded word stops at its first colon.
 * `_exists_:field` (Kibana users type it) reads as `field:*`.
 */

const MAX_DEPTH = 50;
/** Kibana's field-exists query, read as `field:*`. */
const EXISTS = '_exists_';
const MAX_TERMS = 200;

const COMPARISONS = ['>=', '<=', '>', '<'] as const;

/** The syntax tree of `query`; throws LuceneSyntaxError (message and position) when it cannot be read. */
export function parseLucene(query: string): QueryNode {
  const parser = new Parser(new Scanner(query));
  return parser.parseQuery();
}

class Parser {
  private terms = 0;

  constructor(private readonly s: Scanner) {}

  parseQuery(): QueryNode {
    this.s.skipSpace();
    if (this.s.atEnd()) return { kind: 'all' };
    const node = this.parseOr(null, 0);
    this.s.skipSpace();
    if (!this.s.atEnd()) throw this.s.error(`unexpected '${this.s.peek()}'`);
    return node;
  }

  private parseOr(field: string | null, depth: number): QueryNode {
    const children = [this.parseAnd(field, depth)];
    for (;;) {
      this.s.skipSpace();
      const kw = this.s.keyword();
      if (kw?.op !== 'OR') break;
      this.s.consume(kw.text);
      children.push(this.parseAnd(field, depth));
    }
    return children.length === 1 ? children[0] : { kind: 'or', children };
  }

  private parseAnd(field: string | null, depth: number): QueryNode {
    const children = [this.parseUnary(field, depth)];
    for (;;) {
      this.s.skipSpace();
      const kw = this.s.keyword();
      if (this.s.atEnd() || this.s.peek() === ')' || kw?.op === 'OR') break;
      if (kw?.op === 'AND') this.s.consume(kw.text);
      children.push(this.parseUnary(field, depth));
    }
    return children.length === 1 ? children[0] : { kind: 'and', children };
  }

  private parseUnary(field: string | null, depth: number): QueryNode {
    this.s.skipSpace();
    const kw = this.s.keyword();
    const prefix = kw?.op === 'NOT' ? kw.text : this.s.prefix();
    if (!prefix) return this.parsePrimary(field, depth);
    this.s.consume(prefix);
    const child = this.parseUnary(field, this.deeper(depth));
    return prefix === '+' ? child : { kind: 'not', child };
  }

  private parsePrimary(field: string | null, depth: number): QueryNode {
    this.s.skipSpace();
    const c = this.s.peek();
    if (c === undefined) throw this.s.error('expected a term, found the end of the query');
    if (c === ')') throw this.s.error("unexpected ')'");
    const kw = this.s.keyword();
    if (kw) throw this.s.error(`unexpected '${kw.text}', expected a term`);
    if (c === '(') return this.parseGroup(field, depth);
    const start = this.s.pos;
    if (field === null && c !== '"' && c !== "'" && c !== '[' && c !== '{') {
      const word = this.s.readWord('term');
      if (word.colon) {
        const name = valueText({ kind: 'match', parts: word.parts, quoted: false });
        if (!name) throw this.s.error("expected a field name before ':'", start);
        if (name === EXISTS) return this.exists(start);
        if (this.s.peek() === '(') return this.parseGroup(name, depth);
        return this.term(name, start, this.parseValue());
      }
      this.s.pos = start; // not a field: read it again as a value (colons allowed)
    }
    const value = this.parseValue();
    if (field === null && value.kind === 'match' && !value.quoted && isOnlyStar(value)) {
      this.countTerm(start);
      return { kind: 'all' };
    }
    return this.term(field, start, value);
  }

  private parseGroup(field: string | null, depth: number): QueryNode {
    const open = this.s.pos;
    this.s.consume('(');
    const node = this.parseOr(field, this.deeper(depth));
    this.s.skipSpace();
    if (this.s.peek() !== ')') {
      const found = this.s.atEnd() ? 'the end of the query' : `'${this.s.peek()}'`;
      throw this.s.error(`expected ')' to close '(' at position ${open + 1}, found ${found}`);
    }
    this.s.consume(')');
    return node;
  }

  private parseValue(): TermValue {
    const c = this.s.peek();
    if (c === '"' || c === "'") return { kind: 'match', parts: [{ text: this.s.readPhrase() }], quoted: true };
    if (c === '[' || c === '{') return this.parseRange();
    const op = COMPARISONS.find((o) => this.s.text.startsWith(o, this.s.pos));
    if (op) {
      this.s.consume(op);
      const bound = this.parseBound('value');
      const inclusive = op.length === 2;
      return op[0] === '>'
        ? { kind: 'range', lower: bound && { text: bound.text, inclusive }, upper: null }
        : { kind: 'range', lower: null, upper: bound && { text: bound.text, inclusive } };
    }
    const word = this.s.readWord('value');
    if (word.parts.length === 0) throw this.s.error('expected a value');
    return { kind: 'match', parts: word.parts, quoted: false } satisfies MatchValue;
  }

  private parseRange(): RangeValue {
    const inclusiveLower = this.s.peek() === '[';
    this.s.consume('[');
    this.s.skipSpace();
    const lower = this.parseBound('bound');
    this.s.skipSpace();
    if (!this.s.isKeyword('TO')) throw this.s.error("expected 'TO' in range");
    this.s.consume('TO');
    this.s.skipSpace();
    const upper = this.parseBound('bound');
    this.s.skipSpace();
    const close = this.s.peek();
    if (close !== ']' && close !== '}') throw this.s.error("expected ']' or '}' to close the range");
    this.s.consume(close);
    return {
      kind: 'range',
      lower: lower && { text: lower.text, inclusive: inclusiveLower },
      upper: upper && { text: upper.text, inclusive: close === ']' },
    };
  }

  /** A range end: a phrase or a word; an unquoted `*` is an open end (null). */
  private parseBound(mode: 'value' | 'bound'): RangeBound | null {
    const c = this.s.peek();
    if (c === '"' || c === "'") return { text: this.s.readPhrase(), inclusive: true };
    const word = this.s.readWord(mode);
    const value: MatchValue = { kind: 'match', parts: word.parts, quoted: false };
    if (word.parts.length === 0) throw this.s.error('expected a range bound');
    return isOnlyStar(value) ? null : { text: valueText(value), inclusive: true };
  }

  /** `_exists_:field` (Kibana's spelling) is `field:*`: the field has a value. */
  private exists(start: number): QueryNode {
    const at = this.s.pos;
    const c = this.s.peek();
    const value = c === '(' || c === '[' || c === '{' || c === undefined ? undefined : this.parseValue();
    if (!value || value.kind !== 'match' || hasWildcard(value) || !valueText(value)) {
      throw this.s.error(`${EXISTS} takes one field name: write field:* for a field that has a value`, at);
    }
    return this.term(valueText(value), start, { kind: 'match', parts: [{ wildcard: '*' }], quoted: false });
  }

  private term(field: string | null, pos: number, value: TermValue): QueryNode {
    this.countTerm(pos);
    return { kind: 'term', field, pos, value };
  }

  private countTerm(pos: number): void {
    if (++this.terms > MAX_TERMS) {
      throw new LuceneSyntaxError(`Query is too complex: more than ${MAX_TERMS} terms (at position ${pos + 1})`, pos, 'limit');
    }
  }

  private deeper(depth: number): number {
    if (depth + 1 > MAX_DEPTH) {
      throw new LuceneSyntaxError(`Query is nested too deeply: more than ${MAX_DEPTH} levels (at position ${this.s.pos + 1})`, this.s.pos, 'limit');
    }
    return depth + 1;
  }
}
