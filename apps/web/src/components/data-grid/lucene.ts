import { severityCodesMatching } from '../formatters/severity';
import type { ColumnKind } from './types';

/*
 * The filter row, the header filter and the search panel speak the server's Lucene-style query
 * (spec 001 §5): equals f:v, not equals NOT f:v, starts with f:v*, ends with f:*v, contains f:*v*,
 * not contains NOT f:*v*; numbers and dates add comparisons and [a TO b] ranges.
 */

/**
 * A literal for a bare Lucene word: every character the parser treats specially is escaped,
 * including `^`, `~` and `/` (boost, fuzzy and regex syntax the server refuses unescaped). The
 * prefixes `-` `+` `!` need no escape: every value here follows `field:`, where they are text.
 */
export function escapeLucene(text: string): string {
  return text.replace(/[\s\\*?:()"'[\]{}<>^~/]/g, (c) => `\\${c}`);
}

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

const not = (q: string): string => `NOT ${q}`;

function textCondition(field: string, f: SimpleFilter): string | undefined {
  if (f.type === 'blank') return `${field}:''`;
  if (f.type === 'notBlank') return not(`${field}:''`);
  const raw = f.filter === null || f.filter === undefined ? '' : String(f.filter);
  if (raw === '') return undefined;
  const v = escapeLucene(raw);
  switch (f.type) {
    case 'equals':
      return `${field}:${v}`;
    case 'notEqual':
      return not(`${field}:${v}`);
    case 'startsWith':
      return `${field}:${v}*`;
    case 'endsWith':
      return `${field}:*${v}`;
    case 'notContains':
      return not(`${field}:*${v}*`);
    default:
      return `${field}:*${v}*`;
  }
}

function severityCondition(field: string, f: SimpleFilter): string | undefined {
  if (f.type === 'blank') return `${field}:''`;
  if (f.type === 'notBlank') return not(`${field}:''`);
  const raw = f.filter === null || f.filter === undefined ? '' : String(f.filter).trim();
  if (raw === '') return undefined;
  const negate = f.type === 'notEqual' || f.type === 'notContains';
  const mode = f.type === 'equals' || f.type === 'notEqual' ? 'equals' : f.type === 'startsWith' ? 'startsWith' : f.type === 'endsWith' ? 'endsWith' : 'contains';
  const codes = severityCodesMatching(raw, mode);
  // No label matches: a condition no row meets (severity codes are 1 to 5).
  const match = codes.length === 0 ? `${field}:0` : codes.length === 1 ? `${field}:${codes[0]}` : `${field}:(${codes.join(' OR ')})`;
  return negate ? not(match) : match;
}

function numberCondition(field: string, f: SimpleFilter, toValue: (v: unknown, end?: boolean) => string | undefined): string | undefined {
  if (f.type === 'blank') return `${field}:''`;
  if (f.type === 'notBlank') return `${field}:*`;
  const a = toValue(f.filter ?? f.dateFrom);
  const b = toValue(f.filterTo ?? f.dateTo, true);
  if (a === undefined) return undefined;
  switch (f.type) {
    case 'notEqual':
      return not(`${field}:${a}`);
    case 'lessThan':
      return `${field}:<${a}`;
    case 'lessThanOrEqual':
      return `${field}:<=${a}`;
    case 'greaterThan':
      return `${field}:>${a}`;
    case 'greaterThanOrEqual':
      return `${field}:>=${a}`;
    case 'inRange':
      return b === undefined ? `${field}:>=${a}` : `${field}:[${a} TO ${b}]`;
    default:
      return `${field}:${a}`;
  }
}

const numberValue = (v: unknown): string | undefined =>
  v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? undefined : String(Number(v));

/** AG Grid date filter values ('YYYY-MM-DD HH:mm:ss', local time) as epoch milliseconds. */
export function dateValue(v: unknown): string | undefined {
  if (typeof v !== 'string' || v === '') return undefined;
  const ms = new Date(v.replace(' ', 'T')).getTime();
  return Number.isFinite(ms) ? String(ms) : undefined;
}

function dateCondition(field: string, f: SimpleFilter): string | undefined {
  // A date filter picks whole days: "equals" means any time of that local day.
  if (f.type === 'equals' || f.type === 'notEqual') {
    const start = dateValue(f.dateFrom);
    if (start === undefined) return undefined;
    const end = String(Number(start) + 86_400_000 - 1);
    const range = `${field}:[${start} TO ${end}]`;
    return f.type === 'notEqual' ? not(range) : range;
  }
  if (f.type === 'inRange') {
    const start = dateValue(f.dateFrom);
    const endDay = dateValue(f.dateTo);
    if (start === undefined) return undefined;
    return endDay === undefined ? `${field}:>=${start}` : `${field}:[${start} TO ${Number(endDay) + 86_400_000 - 1}]`;
  }
  if (f.type === 'greaterThan') {
    const start = dateValue(f.dateFrom);
    return start === undefined ? undefined : `${field}:>=${Number(start) + 86_400_000}`;
  }
  return numberCondition(field, f, dateValue);
}

export function conditionToLucene(field: string, kind: ColumnKind, f: SimpleFilter): string | undefined {
  if (kind === 'severity') return severityCondition(field, f);
  if (kind === 'number') return numberCondition(field, f, numberValue);
  if (kind === 'date') return dateCondition(field, f);
  return textCondition(field, f);
}

export function columnFilterToLucene(field: string, kind: ColumnKind, filter: ColumnFilter): string | undefined {
  if (!isCombined(filter)) return conditionToLucene(field, kind, filter);
  const parts = filter.conditions.map((c) => conditionToLucene(field, kind, c)).filter((p): p is string => !!p);
  if (parts.length <= 1) return parts[0];
  return `(${parts.join(` ${filter.operator} `)})`;
}

/** The whole filter model of a grid as one query (columns AND-ed). */
export function filterModelToLucene(model: Record<string, ColumnFilter> | null | undefined, kinds: ReadonlyMap<string, ColumnKind>): string {
  if (!model) return '';
  const parts = Object.entries(model)
    .map(([field, f]) => columnFilterToLucene(field, kinds.get(field) ?? 'text', f))
    .filter((p): p is string => !!p);
  return combineQueries(parts);
}

/** The search panel: the text anywhere in any of the searchable fields (wrapped in *). */
export function searchToLucene(text: string, fields: readonly string[]): string {
  const t = text.trim();
  if (!t || fields.length === 0) return '';
  const v = `*${escapeLucene(t)}*`;
  return fields.length === 1 ? `${fields[0]}:${v}` : `(${fields.map((f) => `${f}:${v}`).join(' OR ')})`;
}

/** AND of several queries, each parenthesised when it has operators of its own. */
export function combineQueries(parts: readonly (string | undefined)[]): string {
  const present = parts.map((p) => p?.trim()).filter((p): p is string => !!p && p !== '*');
  if (present.length === 0) return '';
  if (present.length === 1) return present[0];
  return present.map((p) => (/\s/.test(p) && !isWrapped(p) ? `(${p})` : p)).join(' AND ');
}

/** True when the whole query is one parenthesised group, e.g. `(a OR b)` but not `(a) OR (b)`. */
export function isWrapped(q: string): boolean {
  if (!q.startsWith('(')) return false;
  let depth = 0;
  let quote: string | undefined;
  for (let i = 0; i < q.length; i++) {
    const c = q[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (quote) {
      if (c === quote) quote = undefined;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i === q.length - 1;
  }
  return false;
}
