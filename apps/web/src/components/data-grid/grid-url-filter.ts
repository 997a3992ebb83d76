import { DATE_OPTIONS, NUMBER_OPTIONS, TEXT_OPTIONS } from './column-defs';
import type { ColumnFilter, SimpleFilter } from './lucene';
import type { ColumnKind } from './types';

/*
 * One column's filter as an address parameter, readable for the common cases: `abc` (contains),
 * `startsWith:ab`, `greaterThan:5`, `inRange:5..9`, `equals:2026-03-01 00:00:00`, `blank:`. Two
 * conditions joined by AND/OR are rarer and travel as `json:{...}`.
 */

const RANGE = '..';

const filterTypeOf = (kind: ColumnKind) => (kind === 'number' ? 'number' : kind === 'date' ? 'date' : 'text');
const optionsOf = (kind: ColumnKind): readonly string[] => (kind === 'number' ? NUMBER_OPTIONS : kind === 'date' ? DATE_OPTIONS : TEXT_OPTIONS);
const defaultTypeOf = (kind: ColumnKind) => (filterTypeOf(kind) === 'text' ? 'contains' : 'equals');
const isBlankType = (type: string) => type === 'blank' || type === 'notBlank';

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function encodeSimple(f: SimpleFilter, kind: ColumnKind): string | undefined {
  const type = f.type ?? defaultTypeOf(kind);
  if (isBlankType(type)) return `${type}:`;
  const date = filterTypeOf(kind) === 'date';
  const from = text(date ? f.dateFrom : f.filter);
  const to = text(date ? f.dateTo : f.filterTo);
  if (from === '') return undefined;
  const value = type === 'inRange' ? `${from}${RANGE}${to}` : from;
  // A bare value is 'contains' (text): one that itself looks like `type:...` says so explicitly.
  const ambiguous = /^(\w+):/.exec(value);
  if (type === 'contains' && !(ambiguous && (optionsOf(kind).includes(ambiguous[1]!) || ambiguous[1] === 'json'))) return value;
  return `${type}:${value}`;
}

/** The parameter's value for a column's filter model (undefined: nothing to keep). */
export function encodeFilter(f: ColumnFilter, kind: ColumnKind): string | undefined {
  if ('conditions' in f && Array.isArray(f.conditions)) return `json:${JSON.stringify(f)}`;
  return encodeSimple(f as SimpleFilter, kind);
}

function decodeSimple(value: string, kind: ColumnKind): SimpleFilter | undefined {
  const filterType = filterTypeOf(kind);
  const m = /^(\w+):([\s\S]*)$/.exec(value);
  const typed = m && optionsOf(kind).includes(m[1]!);
  const type = typed ? m[1]! : defaultTypeOf(kind);
  const rest = typed ? m[2]! : value;
  if (isBlankType(type)) return { filterType, type };
  const [from = '', to = ''] = type === 'inRange' ? rest.split(RANGE) : [rest];
  if (from === '' || (type === 'inRange' && to === '')) return undefined;
  if (filterType === 'number') {
    const a = Number(from);
    const b = Number(to);
    if (!Number.isFinite(a) || (type === 'inRange' && !Number.isFinite(b))) return undefined;
    return { filterType, type, filter: a, ...(type === 'inRange' ? { filterTo: b } : {}) };
  }
  if (filterType === 'date') {
    const day = /^\d{4}-\d{2}-\d{2}/;
    if (!day.test(from) || (type === 'inRange' && !day.test(to))) return undefined;
    return { filterType, type, dateFrom: from, dateTo: type === 'inRange' ? to : null };
  }
  return { filterType, type, filter: from };
}

function decodeCombined(json: string, kind: ColumnKind): ColumnFilter | undefined {
  try {
    const parsed = JSON.parse(json) as { operator?: unknown; conditions?: unknown };
    if ((parsed.operator !== 'AND' && parsed.operator !== 'OR') || !Array.isArray(parsed.conditions)) return undefined;
    const conditions = parsed.conditions.flatMap((c: unknown) => {
      const one = c && typeof c === 'object' ? encodeSimple(c as SimpleFilter, kind) : undefined;
      const back = one === undefined ? undefined : decodeSimple(one, kind);
      return back ? [back] : [];
    });
    return conditions.length > 0 ? { filterType: filterTypeOf(kind), operator: parsed.operator, conditions } : undefined;
  } catch {
    return undefined;
  }
}

/** A column's filter model from its parameter; undefined for a value that makes no filter. */
export function decodeFilter(value: string, kind: ColumnKind): ColumnFilter | undefined {
  if (value.startsWith('json:')) return decodeCombined(value.slice(5), kind);
  return decodeSimple(value, kind);
}
