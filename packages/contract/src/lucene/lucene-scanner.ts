import type { ValuePart } from './lucene-ast';
import { syntaxError, type LuceneSyntaxError } from './lucene-errors';

/**
 * Character-level reading of a Lucene-style query for the recursive-descent parser: words with
 * backslash escapes, quoted phrases, upper-case keywords. Every error names a 1-based position.
 */

const isSpace = (c: string): boolean => /\s/.test(c);

/** Characters after which an upper-case keyword (AND, OR, NOT, TO, &&, ||) counts as a keyword. */
const isKeywordEnd = (c: string | undefined): boolean => c === undefined || isSpace(c) || c === '(' || c === ')' || c === '"' || c === "'";

export type Operator = 'AND' | 'OR' | 'NOT';

/** Lucene's spellings of the boolean operators: `&&` `||` `!` are AND, OR, NOT. */
const OPERATORS: ReadonlyArray<[string, Operator]> = [
  ['AND', 'AND'],
  ['&&', 'AND'],
  ['OR', 'OR'],
  ['||', 'OR'],
  ['NOT', 'NOT'],
];

/**
 * Lucene syntax the compiler has no SQL for. Each is refused by name rather than searched as
 * text: `abc~` would otherwise look for a literal '~' and silently match nothing.
 */
const UNSUPPORTED: Readonly<Record<string, string>> = {
  '^': "boosts ('^') are not supported (results are filtered, not scored); escape it as \\^ to search for the character",
  '~': "fuzzy and proximity searches ('~') are not supported; escape it as \\~ to search for the character",
  '/': "regular expressions ('/.../') are not supported; use * and ? wildcards, or escape it as \\/",
};

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

  error(message: string, at = this.pos): LuceneSyntaxError {
    return syntaxError(message, at);
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

  /** The operator AND/&&, OR/|| or NOT at the current position, if any, with its text as typed. */
  keyword(): { op: Operator; text: string } | undefined {
    const found = OPERATORS.find(([text]) => this.isKeyword(text));
    return found && { op: found[1], text: found[0] };
  }

  /**
   * A prefix at the start of a clause: `-` and `!` exclude (NOT), `+` requires (the clause
   * itself: terms are AND-ed already). Inside a value (`state:-5`, `alpha-01`) they are text.
   */
  prefix(): '-' | '+' | '!' | undefined {
    const c = this.peek();
    return c === '-' || c === '+' || c === '!' ? c : undefined;
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
      if (Object.hasOwn(UNSUPPORTED, c) && (c !== '/' || (parts.length === 0 && text === ''))) {
        throw syntaxError(UNSUPPORTED[c], this.pos, 'unsupported');
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
