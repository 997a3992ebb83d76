import type { FieldDef } from '@nms/contract';
import { badRequest } from '../lib/http-error';
import type { ValuePart } from './lucene-ast';

/** Conversion of query text to typed, bindable values; anything unusable is a 400. */

const quote = (s: string): string => `'${s.length > 100 ? `${s.slice(0, 100)}...` : s}'`;

export const invalidValue = (field: FieldDef, text: string, expected: string) =>
  badRequest(`Invalid value ${quote(text)} for field '${field.name}': expected ${expected}`);

/** A LIKE pattern: `*` → `%`, `?` → `_`; `%`, `_` and `\` in literal text are escaped. */
export const likePattern = (parts: readonly ValuePart[]): string =>
  parts
    .map((p) => ('text' in p ? p.text.replace(/[\\%_]/g, (c) => `\\${c}`) : p.wildcard === '*' ? '%' : '_'))
    .join('');

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const INTEGER = /^[+-]?\d+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Epoch milliseconds of an ISO date or date-time (UTC unless it names an offset). */
export function parseIsoDate(text: string): number | undefined {
  const m = ISO_DATE.exec(text);
  if (!m) return undefined;
  const [, y, mo, d, h = '00', mi = '00', s = '00', frac = '', zone = 'Z'] = m;
  const offset = zone === 'Z' ? 'Z' : zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const ms = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}${frac}${offset}`);
  if (!Number.isFinite(ms)) return undefined;
  // Date.parse rolls 2026-02-31 over to March; a date must name a real day.
  const check = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d)) return undefined;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return undefined;
  return ms;
}

/** The number a numeric field compares with: int and epoch are safe integers, float is finite. */
export function toNumber(field: FieldDef, text: string): number {
  if (field.type === 'float') {
    const n = DECIMAL.test(text) ? Number(text) : NaN;
    if (!Number.isFinite(n)) throw invalidValue(field, text, 'a number');
    return n;
  }
  if (INTEGER.test(text)) {
    const n = Number(text);
    if (Number.isSafeInteger(n)) return n;
  }
  if (field.type === 'epoch') {
    const ms = parseIsoDate(text);
    if (ms !== undefined) return ms;
    throw invalidValue(field, text, 'epoch milliseconds or an ISO date such as 2026-01-31 or 2026-01-31T10:00:00Z');
  }
  throw invalidValue(field, text, 'an integer');
}

export function toBoolean(field: FieldDef, text: string): boolean {
  const lower = text.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  throw invalidValue(field, text, 'true or false');
}
