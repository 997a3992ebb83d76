/**
 * Checks that run before schema validation, for input the schema validator lets through and the
 * database then refuses (a 500): NUL characters and lone surrogates, which PostgreSQL cannot store, and number
 * texts such as 'Infinity' or '1e309', which Ajv's type coercion turns into a non-finite number
 * that skips its own minimum/maximum checks.
 */

interface Schema {
  type?: string | string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  minimum?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
}

const NUL = '\u0000';
/** A UTF-16 surrogate without its pair: a JSON escape such as "\ud800" alone. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why PostgreSQL cannot store `text`, or undefined: text cannot hold U+0000, and a lone surrogate
 * has no UTF-8 form (jsonb refuses its escape, a text column would get U+FFFD instead).
 */
export function unstorableText(text: string): string | undefined {
  if (text.includes(NUL)) return 'must not contain NUL characters';
  return LONE_SURROGATE.test(text) ? 'must not contain a lone UTF-16 surrogate (an unpaired \\uD800-\\uDFFF)' : undefined;
}

/** Where a request holds text the database cannot store, and why. */
export interface UnstorableText {
  path: string;
  problem: string;
}

/** A field's path as the schema errors name it, a NUL in a key written out as \u0000. */
const fieldPath = (parent: string, key: string | number) => `${parent}/${typeof key === 'number' ? key : JSON.stringify(key).slice(1, -1)}`;

const checked = (path: string, text: string): UnstorableText | undefined => {
  const problem = unstorableText(text);
  return problem ? { path, problem } : undefined;
};

/** The first query or path parameter (name or text) the database cannot store. */
export function unstorableInParameters(where: string, values: unknown): UnstorableText | undefined {
  if (!values || typeof values !== 'object') return undefined;
  for (const [key, value] of Object.entries(values)) {
    const texts: unknown[] = [key, ...(Array.isArray(value) ? value : [value])];
    for (const t of texts) {
      // The path is built only for the answer: this runs on every request.
      const problem = typeof t === 'string' ? unstorableText(t) : undefined;
      if (problem) return { path: fieldPath(where, key), problem };
    }
  }
  return undefined;
}

/**
 * The first value or key of a parsed body the database cannot store, at any depth. Walked with
 * its own stack: a deeply nested body must not overflow the call stack (a RangeError would be a 500).
 */
export function unstorableInBody(body: unknown): UnstorableText | undefined {
  if (typeof body === 'string') return checked('body', body);
  const stack: Array<[unknown, string]> = [[body, 'body']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      const bad = checked(path, value);
      if (bad) return bad;
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], fieldPath(path, i)]);
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i];
        const childPath = fieldPath(path, key);
        const bad = checked(childPath, key);
        if (bad) return bad;
        stack.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/** Whole numbers in decimal digits; '-0' is not a number anyone types for a count or an id. */
const INTEGER_TEXT = /^-?\d+$/;
/** Decimal numbers with an optional exponent; never 'Infinity', 'NaN', hex or blanks. */
const NUMBER_TEXT = /^-?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

const typesOf = (s: Schema): string[] => {
  const own = s.type === undefined ? [] : [s.type].flat();
  return [...own, ...[...(s.anyOf ?? []), ...(s.oneOf ?? [])].flatMap(typesOf)];
};

/** The kind of text a parameter must be: only where every type it accepts is a number. */
function numericKind(s: Schema | undefined): 'integer' | 'number' | undefined {
  if (!s) return undefined;
  const types = typesOf(s);
  if (types.length === 0 || types.some((t) => t !== 'integer' && t !== 'number')) return undefined;
  return types.includes('number') ? 'number' : 'integer';
}

function validText(kind: 'integer' | 'number', text: string): boolean {
  if (kind === 'number') return NUMBER_TEXT.test(text) && Number.isFinite(Number(text));
  const n = Number(text);
  return INTEGER_TEXT.test(text) && Number.isSafeInteger(n) && !(n === 0 && text.startsWith('-'));
}

function rule(kind: 'integer' | 'number', s: Schema): string {
  const what = kind === 'integer' ? 'a whole number written in digits' : 'a finite number';
  const min = s.minimum ?? (kind === 'integer' ? Number.MIN_SAFE_INTEGER : undefined);
  const max = s.maximum ?? (kind === 'integer' ? Number.MAX_SAFE_INTEGER : undefined);
  if (min !== undefined && max !== undefined) return `${what} from ${min} to ${max}`;
  if (min !== undefined) return `${what} of at least ${min}`;
  return max !== undefined ? `${what} of at most ${max}` : what;
}

/**
 * The message for the first query or path parameter that the schema types as a number but whose
 * text is not one (e.g. `querystring/offset must be a whole number written in digits from 0 to
 * 10000000`), or undefined when all are numbers as written.
 */
export function badNumberText(where: string, schema: unknown, values: unknown): string | undefined {
  const props = (schema as Schema | undefined)?.properties;
  if (!props || !values || typeof values !== 'object') return undefined;
  for (const [key, value] of Object.entries(values)) {
    const kind = numericKind(props[key]);
    if (!kind) continue;
    const texts = Array.isArray(value) ? value : [value];
    if (texts.some((t) => typeof t === 'string' && !validText(kind, t))) {
      return `${where}/${key} must be ${rule(kind, props[key])}`;
    }
  }
  return undefined;
}
