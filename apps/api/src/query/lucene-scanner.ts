import { badRequest, type HttpError } from '../lib/http-error';
import type { ValuePart } from './lucene-ast';

/**
 * Character-level reading of a Lucene-style query for the recursive-descent parser: words with
 * backslash escapes, quoted phrases, upper-case keywords. Every error names a 1-based position.
 */

const isSpace = (c: string): boolean => /\s/.test(c);

/** Characters after which an upper-case keyword (AND, OR, NOT, TO) counts as a keyword. */
const isKeywordEnd = (c: string | undefined): boolean =>
  c === undefined || isSpace(c) || c === '(' || c === ')' || c === '"' || c === "'";

/** Where a bare word stops: `term` also stops at `:` (a field name), `bound` at `]` and `}`. */
export type WordMode = 'term' | 'value' | 'bound';

export interface Word {
  parts: ValuePart[];
  /** True when reading stopped at an unescaped `:` (mode `term` only). */
  colon: boolean;
}

export class Scanner {
  pos = 0;

  constructor(readonly text: string) {
    const nul = text.indexOf('\0');
    if (nul >= 0) throw this.error('NUL characters are not allowed', nul);
  }

  error(message: string, at = this.pos): HttpError {
    return badRequest(`Query syntax error at position ${at + 1}: ${message}`);
  }

  atEnd(): boolean {
    return this.pos >= this.text.length;
  }

  peek(): string | undefined {
    return this.text[this.pos];
  }

  skipSpace(): void {
    while (!this.atEnd() && isSpace(this.text[this.pos])) this.pos++;
  }

  /** Whether `kw` (upper case, exactly) stands at the current position as a whole word. */
  isKeyword(kw: string): boolean {
    return this.text.startsWith(kw, this.pos) && isKeywordEnd(this.text[this.pos + kw.length]);
  }

  /** The keyword AND, OR or NOT at the current position, if any. */
  keyword(): 'AND' | 'OR' | 'NOT' | undefined {
    return (['AND', 'OR', 'NOT'] as const).find((kw) => this.isKeyword(kw));
  }

  consume(s: string): void {
    this.pos += s.length;
  }

  /** A quoted phrase starting at the current quote; `\` escapes the next character. */
  readPhrase(): string {
    const start = this.pos;
    const quote = this.text[this.pos++];
    let out = '';
    for (;;) {
      if (this.atEnd()) throw this.error(`unterminated quoted phrase (missing ${quote})`, start);
      const c = this.text[this.pos++];
      if (c === quote) return out;
      if (c === '\\') {
        if (this.atEnd()) throw this.error(`unterminated quoted phrase (missing ${quote})`, start);
        out += this.text[this.pos++];
      } else {
        out += c;
      }
    }
  }

  /** A bare word: unescaped `*` and `?` are wildcards, `\x` is a literal x. */
  readWord(mode: WordMode): Word {
    const parts: ValuePart[] = [];
    let text = '';
    const flush = () => {
      if (text) parts.push({ text });
      text = '';
    };
    while (!this.atEnd()) {
      const c = this.text[this.pos];
      if (isSpace(c) || c === '(' || c === ')') break;
      if (mode === 'bound' && (c === ']' || c === '}')) break;
      if (mode === 'term' && c === ':') {
        this.pos++;
        flush();
        return { parts, colon: true };
      }
      this.pos++;
      if (c === '\\') {
        if (this.atEnd()) throw this.error('a backslash must escape a character', this.pos - 1);
        text += this.text[this.pos++];
      } else if (c === '*' || c === '?') {
        flush();
        parts.push({ wildcard: c });
      } else {
        text += c;
      }
    }
    flush();
    return { parts, colon: false };
  }
}
