import { escapeLucene, lq, serializeLucene, type LuceneExpr, type TermValue } from '@nms/contract';
import { severityCodesMatching } from '../formatters/severity';
import type { ColumnKind } from './types';

/*
 * The filter row, the header filter and the search panel speak the server's Lucene-style query
 * (spec 001 §5): equals f:v, not equals NOT f:v, starts with f:v*, ends with f:*v, contains f:*v*,
 * not contains NOT f:*v*; numbers and dates add comparisons and [a TO b] ranges. Each is built as
 * a query tree (the contract's lq builders) and written by serializeLucene, which escapes values.
 */

export { escapeLucene };
export { combineQueries } from './lucene-combine';

export interface SimpleFilter {
  filterType?: string;
  type?: string | null;
  filter?: string | number | null;
  filterTo?: string | number | null;
  dateFrom?: string | null;
  dateTo?: string | null;
}

export interface CombinedFilter {
  filterType?: string;
  operator: 'AND' | 'OR';
  conditions: SimpleFilter[];
}

export type ColumnFilter = SimpleFilter | CombinedFilter;

const isCombined = (f: ColumnFilter): f is CombinedFilter => 'conditions' in f && Array.isArray(f.conditions);

const DAY_MS = 86_400_000;

/** Blank and not blank, as every kind of column reads them. */
function blankCondition(field: string, f: SimpleFilter, notBlank: LuceneExpr): LuceneExpr | undefined {
  if (f.type === 'blank') return lq.isEmpty(field);
  return f.type === 'notBlank' ? notBlank : undefined;
}

function textCondition(field: string, f: SimpleFilter): LuceneExpr | undefined {
  const blank = blankCondition(field, f, lq.not(lq.isEmpty(field)));
  if (blank) return blank;
  const raw = f.filter === null || f.filter === undefined ? '' : String(f.filter);
  if (raw === '') return undefined;
  switch (f.type) {
    case 'equals':
      return lq.term(field, lq.exact(raw));
    case 'notEqual':
      return lq.not(lq.term(field, lq.exact(raw)));
    case 'startsWith':
      return lq.term(field, lq.prefix(raw));
    case 'endsWith':
      return lq.term(field, lq.suffix(raw));
    case 'notContains':
      return lq.not(lq.term(field, lq.infix(raw)));
    default:
      return lq.term(field, lq.infix(raw));
  }
}

function severityCondition(field: string, f: SimpleFilter): LuceneExpr | undefined {
  const blank = blankCondition(field, f, lq.not(lq.isEmpty(field)));
  if (blank) return blank;
  const raw = f.filter === null || f.filter === undefined ? '' : String(f.filter).trim();
  if (raw === '') return undefined;
  const negate = f.type === 'notEqual' || f.type === 'notContains';
  const mode =
    f.type === 'equals' || f.type === 'notEqual'
      ? 'equals'
      : f.type === 'startsWith'
        ? 'startsWith'
        : f.type === 'endsWith'
          ? 'endsWith'
          : 'contains';
  const codes = severityCodesMatching(raw, mode);
  // No label matches: a condition no row meets (severity codes are 1 to 5).
  const match =
    codes.length <= 1
      ? lq.term(field, codes[0] ?? 0)
      : lq.fieldGroup(
          field,
          'or',
          codes.map((c) => lq.exact(String(c))),
        );
  return negate ? lq.not(match) : match;
}

/** The comparison an operator names, for a value already in the query's terms. */
function compared(type: string | null | undefined, a: string, b: string | undefined): TermValue {
  switch (type) {
    case 'lessThan':
      return lq.lessThan(a);
    case 'lessThanOrEqual':
      return lq.lessThan(a, true);
    case 'greaterThan':
      return lq.greaterThan(a);
    case 'greaterThanOrEqual':
      return lq.greaterThan(a, true);
    case 'inRange':
      return b === undefined ? lq.greaterThan(a, true) : lq.range(a, b);
    default:
      return lq.exact(a);
  }
}

function numberCondition(field: string, f: SimpleFilter, toValue: (v: unknown) => string | undefined): LuceneExpr | undefined {
  const blank = blankCondition(field, f, lq.term(field, lq.anyValue()));
  if (blank) return blank;
  const a = toValue(f.filter ?? f.dateFrom);
  if (a === undefined) return undefined;
  if (f.type === 'notEqual') return lq.not(lq.term(field, a));
  return lq.term(field, compared(f.type, a, toValue(f.filterTo ?? f.dateTo)));
}

const numberValue = (v: unknown): string | undefined =>
  v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? undefined : String(Number(v));

/** AG Grid date filter values ('YYYY-MM-DD HH:mm:ss', local time) as epoch milliseconds. */
export function dateValue(v: unknown): string | undefined {
  if (typeof v !== 'string' || v === '') return undefined;
  const ms = new Date(v.replace(' ', 'T')).getTime();
  return Number.isFinite(ms) ? String(ms) : undefined;
}

function dateCondition(field: string, f: SimpleFilter): LuceneExpr | undefined {
  // A date filter picks whole days: "equals" means any time of that local day.
  const start = dateValue(f.dateFrom);
  if (f.type === 'equals' || f.type === 'notEqual') {
    if (start === undefined) return undefined;
    const day = lq.term(field, lq.range(start, Number(start) + DAY_MS - 1));
    return f.type === 'notEqual' ? lq.not(day) : day;
  }
  if (f.type === 'inRange') {
    if (start === undefined) return undefined;
    const endDay = dateValue(f.dateTo);
    return lq.term(field, endDay === undefined ? lq.greaterThan(start, true) : lq.range(start, Number(endDay) + DAY_MS - 1));
  }
  if (f.type === 'greaterThan') return start === undefined ? undefined : lq.term(field, lq.greaterThan(Number(start) + DAY_MS, true));
  return numberCondition(field, f, dateValue);
}

function conditionQuery(field: string, kind: ColumnKind, f: SimpleFilter): LuceneExpr | undefined {
  if (kind === 'severity') return severityCondition(field, f);
  if (kind === 'number') return numberCondition(field, f, numberValue);
  if (kind === 'date') return dateCondition(field, f);
  return textCondition(field, f);
}

/** One column's filter; two conditions are one parenthesised group. */
function columnFilterQuery(field: string, kind: ColumnKind, filter: ColumnFilter): LuceneExpr | undefined {
  if (!isCombined(filter)) return conditionQuery(field, kind, filter);
  const parts = filter.conditions.map((c) => conditionQuery(field, kind, c));
  const joined = filter.operator === 'OR' ? lq.anyOf(parts) : lq.allOf(parts);
  return joined && (joined.kind === 'and' || joined.kind === 'or') ? lq.group(joined) : joined;
}

const written = (q: LuceneExpr | undefined): string => (q ? serializeLucene(q) : '');

export function columnFilterToLucene(field: string, kind: ColumnKind, filter: ColumnFilter): string | undefined {
  return written(columnFilterQuery(field, kind, filter)) || undefined;
}

/** The whole filter model of a grid as one query tree (columns AND-ed); nothing set is undefined. */
export function filterModelQuery(
  model: Record<string, ColumnFilter> | null | undefined,
  kinds: ReadonlyMap<string, ColumnKind>,
): LuceneExpr | undefined {
  if (!model) return undefined;
  return lq.allOf(Object.entries(model).map(([field, f]) => columnFilterQuery(field, kinds.get(field) ?? 'text', f)));
}

export const filterModelToLucene = (model: Record<string, ColumnFilter> | null | undefined, kinds: ReadonlyMap<string, ColumnKind>): string =>
  written(filterModelQuery(model, kinds));

/** The search panel: the text anywhere in any of the searchable fields (wrapped in *). */
export function searchQuery(text: string, fields: readonly string[]): LuceneExpr | undefined {
  const t = text.trim();
  if (!t || fields.length === 0) return undefined;
  const each = fields.map((f) => lq.term(f, lq.infix(t)));
  return each.length === 1 ? each[0] : lq.group(lq.or(each[0], ...each.slice(1)));
}

export const searchToLucene = (text: string, fields: readonly string[]): string => written(searchQuery(text, fields));
