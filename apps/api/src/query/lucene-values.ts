import { parseFieldBoolean, parseFieldNumber, type FieldDef, type ValuePart } from '@nms/contract';
import { badRequest } from '../lib/http-error';

/** Conversion of query text to typed, bindable values; anything unusable is a 400. */

const quote = (s: string): string => `'${s.length > 100 ? `${s.slice(0, 100)}...` : s}'`;

export const invalidValue = (field: FieldDef, text: string, expected: string) =>
  badRequest(`Invalid value ${quote(text)} for field '${field.name}': expected ${expected}`);

/** A LIKE pattern: `*` → `%`, `?` → `_`; `%`, `_` and `\` in literal text are escaped. */
export const likePattern = (parts: readonly ValuePart[]): string =>
  parts.map((p) => ('text' in p ? p.text.replace(/[\\%_]/g, (c) => `\\${c}`) : p.wildcard === '*' ? '%' : '_')).join('');

const EXPECTED = {
  float: 'a number',
  int: 'an integer',
  epoch: 'epoch milliseconds or an ISO date such as 2026-01-31 or 2026-01-31T10:00:00Z',
} as const;

/** The number a numeric field compares with: int and epoch are safe integers, float is finite. */
export function toNumber(field: FieldDef, text: string): number {
  const type = field.type === 'float' || field.type === 'epoch' ? field.type : 'int';
  const n = parseFieldNumber(type, text);
  if (n === undefined) throw invalidValue(field, text, EXPECTED[type]);
  return n;
}

export function toBoolean(field: FieldDef, text: string): boolean {
  const b = parseFieldBoolean(text);
  if (b === undefined) throw invalidValue(field, text, 'true or false');
  return b;
}
