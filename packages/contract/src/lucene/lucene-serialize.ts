import type { MatchValue, RangeBound, RangeValue, TermValue } from './lucene-ast';
import type { LuceneExpr } from './lucene-expr';

/*
 * LuceneExpr → query text that parseLucene reads back as the same tree (lucene-serialize.test.ts
 * proves it for generated trees). Layout: AND / OR joined with spaces, a nested AND or OR in
 * parentheses (so `(a AND b) AND c` keeps its shape), NOT as `NOT x`, phrases in double quotes
 * (the empty value as `''`, as the query help spells it), open range ends as `*`.
 */

/**
 * Characters the scanner treats specially anywhere in a bare word, including `^`, `~` and `/`
 * (boost, fuzzy and regex syntax the server refuses unescaped) and whitespace.
 */
const SPECIAL = /[\s\\*?:()"'[\]{}<>^~/]/g;

/**
 * A literal for a bare Lucene value after `field:`. The prefixes `-` `+` `!` need no escape
 * there: after `field:` they are text.
 */
export const escapeLucene = (text: string): string => text.replace(SPECIAL, (c) => `\\${c}`);

const KEYWORDS = new Set(['AND', 'OR', 'NOT', '&&', '||']);

/** A word at the start of a clause: a leading `-` `+` `!` or a whole keyword would be an operator. */
function escapeBare(word: string): string {
  if (KEYWORDS.has(word) || /^[-+!]/.test(word)) return `\\${word}`;
  return word;
}

const writePhrase = (text: string): string => (text === '' ? "''" : `"${text.replace(/["\\]/g, (c) => `\\${c}`)}"`);

function writeMatch(value: MatchValue): string {
  if (value.quoted) {
    if (value.parts.some((p) => 'wildcard' in p)) throw new Error('A quoted phrase cannot hold wildcards');
    return writePhrase(value.parts.map((p) => ('text' in p ? p.text : '')).join(''));
  }
  if (value.parts.length === 0) throw new Error("An unquoted value needs text or a wildcard; use phrase('') for the empty value");
  return value.parts.map((p) => ('text' in p ? escapeLucene(p.text) : p.wildcard)).join('');
}

/** A range end: text, quoted when empty; `*` in the text is escaped so it is not an open end. */
const writeBound = (b: RangeBound): string => (b.text === '' ? "''" : escapeLucene(b.text));

function writeRange(r: RangeValue): string {
  if (r.lower && !r.upper) return `${r.lower.inclusive ? '>=' : '>'}${comparand(r.lower)}`;
  if (r.upper && !r.lower) return `${r.upper.inclusive ? '<=' : '<'}${comparand(r.upper)}`;
  const open = r.lower && !r.lower.inclusive ? '{' : '[';
  const close = r.upper && !r.upper.inclusive ? '}' : ']';
  return `${open}${r.lower ? writeBound(r.lower) : '*'} TO ${r.upper ? writeBound(r.upper) : '*'}${close}`;
}

/** After `>` or `<` a leading `=` would read as `>=` / `<=`. */
const comparand = (b: RangeBound): string => writeBound(b).replace(/^=/, '\\=');

/** A term's value; `bare` when nothing precedes it (no `field:`), where prefixes and keywords are operators. */
function writeValue(value: TermValue, bare: boolean): string {
  if (value.kind === 'range') return writeRange(value);
  const text = writeMatch(value);
  return bare && !value.quoted ? escapeBare(text) : text;
}

const isBoolean = (e: LuceneExpr): boolean => e.kind === 'and' || e.kind === 'or';

/** `inField`: inside `field:( ... )`, where terms are written without their field. */
function write(e: LuceneExpr, inField: string | null): string {
  switch (e.kind) {
    case 'all':
      if (inField !== null) throw new Error(`'everything' cannot stand inside ${inField}:( ... )`);
      return '*';
    case 'and':
    case 'or': {
      if (e.children.length === 0) {
        if (e.kind === 'and' && inField === null) return '*';
        throw new Error(`An empty ${e.kind.toUpperCase()} has no query text`);
      }
      const op = e.kind === 'and' ? ' AND ' : ' OR ';
      return e.children.map((c) => (isBoolean(c) && e.children.length > 1 ? `(${write(c, inField)})` : write(c, inField))).join(op);
    }
    case 'not':
      return `NOT ${isBoolean(e.child) ? `(${write(e.child, inField)})` : write(e.child, inField)}`;
    case 'group':
      if (e.field !== null) {
        if (inField !== null) throw new Error(`${e.field}:( ... ) cannot stand inside ${inField}:( ... )`);
        return `${escapeBare(escapeLucene(e.field))}:(${write(e.child, e.field)})`;
      }
      return `(${write(e.child, inField)})`;
    case 'term': {
      if (inField !== null) {
        if (e.field !== null && e.field !== inField) throw new Error(`Field ${e.field} cannot stand inside ${inField}:( ... )`);
        return writeValue(e.value, true);
      }
      if (e.field === null) return writeValue(e.value, true);
      if (e.field === '') throw new Error('A field name cannot be empty');
      return `${escapeBare(escapeLucene(e.field))}:${writeValue(e.value, false)}`;
    }
  }
}

/** The query text of `expr`: what parseLucene reads back as the same tree. */
export const serializeLucene = (expr: LuceneExpr): string => write(expr, null);
