import {
  fieldByName,
  hasWildcard,
  isEmptyValue,
  isOnlyStar,
  valueText,
  type FieldDef,
  type FieldTable,
  type MatchValue,
  type QueryNode,
  type RangeValue,
} from '@nms/contract';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { badRequest } from '../lib/http-error';
import { parseLucene } from './parse-query';
import { invalidValue, likePattern, toBoolean, toNumber } from './lucene-values';
import { LruCache } from './lru-cache';

/*
 * Lucene-style query → SQL condition. Every value is a bound parameter; every column comes from
 * the field table (sql.ref of FieldDef.column); the only other SQL text is fixed keywords.
 *
 *   text      `f:v` → col = $1 (case-sensitive, like an ES keyword; btree). Wildcards `*` `?` →
 *             col ILIKE $1 (`%`/`_`, literal % _ \ escaped; case-insensitive; pg_trgm).
 *   int/epoch col = CAST($1 AS bigint) (safe integers; epoch also takes ISO dates → ms, UTC
 *             unless an offset is given); float: CAST($1 AS double precision). Otherwise 400.
 *   bool      true/false, any case → col = $1; otherwise 400.
 *   textArray col @> ARRAY[CAST($1 AS text)] (= `$1 = ANY(col)`, but the GIN index serves it);
 *             wildcards → EXISTS (SELECT 1 FROM unnest(col) AS u(v) WHERE u.v ILIKE $1).
 *   f:*       the field exists: text col IS NOT NULL AND col <> ''; array cardinality(col) > 0;
 *             others col IS NOT NULL. Wildcards other than a lone `*` on non-text fields: 400.
 *   f:'' f:"" empty: text (col IS NULL OR col = ''); array (col IS NULL OR cardinality(col) = 0);
 *             others col IS NULL.
 *   ranges    [a TO b] >= <=, {a TO b} > <, `*` open, f:>v f:>=v f:<v f:<=v; text compares
 *             by collation; [* TO *] is col IS NOT NULL; bool and textArray ranges: 400.
 *   NOT x     (x) IS NOT TRUE, so rows whose column is NULL match (ES: a missing field).
 *             NOT f:'' is compiled as f:* (same rows), which partial indexes can serve.
 *   no field  OR across the default fields; an unfielded `*`, or an empty query: true.
 *   errors    unknown field, bad value, syntax (with 1-based position), > 50 levels of nesting or
 *             > 200 terms: HttpError 400.
 */

export interface LuceneOptions {
  fields: FieldTable;
  defaultFields: readonly string[];
}

type Condition = RawBuilder<SqlBool>;

const fieldMaps = new WeakMap<FieldTable, ReadonlyMap<string, FieldDef>>();

function lookup(fields: FieldTable): ReadonlyMap<string, FieldDef> {
  let map = fieldMaps.get(fields);
  if (!map) fieldMaps.set(fields, (map = fieldByName(fields)));
  return map;
}

/**
 * Compiled conditions per field table, keyed by default fields and query text. A grid polls the
 * same query every 15 s and pages through it: parsing and compiling it again is most of the API's
 * overhead on a millisecond query. RawBuilders are immutable, so one can serve every request.
 * Only successes are kept: a bad query throws its 400 on every call.
 */
export const COMPILED_PER_TABLE = 1_000;
const compiled = new WeakMap<FieldTable, LruCache<string, Condition>>();

export function compileLucene(query: string | undefined, opts: LuceneOptions): Condition {
  let cache = compiled.get(opts.fields);
  if (!cache) compiled.set(opts.fields, (cache = new LruCache(COMPILED_PER_TABLE)));
  // NUL cannot occur in a field name, so the key is unambiguous.
  const key = `${opts.defaultFields.join('\0')}\0\0${query ?? ''}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const condition = compileUncached(query, opts);
  cache.set(key, condition);
  return condition;
}

function compileUncached(query: string | undefined, opts: LuceneOptions): Condition {
  const byName = lookup(opts.fields);
  const defaults = opts.defaultFields.map((name) => {
    const field = byName.get(name);
    if (!field) throw new Error(`Default field '${name}' is not in the field table`);
    return field;
  });
  if (query === undefined || query.trim() === '') return sql<SqlBool>`true`;
  const compileNode = (node: QueryNode): Condition => {
    switch (node.kind) {
      case 'all':
        return sql<SqlBool>`true`;
      case 'and':
        return sql<SqlBool>`(${sql.join(node.children.map(compileNode), sql` AND `)})`;
      case 'or':
        return sql<SqlBool>`(${sql.join(node.children.map(compileNode), sql` OR `)})`;
      case 'not': {
        // NOT f:'' is "f has a value": said positively, the planner can match partial indexes.
        const c = node.child;
        if (c.kind === 'term' && c.field !== null && c.value.kind !== 'range' && isEmptyValue(c.value) && byName.has(c.field)) {
          return existsCondition(byName.get(c.field)!);
        }
        return sql<SqlBool>`(${compileNode(c)}) IS NOT TRUE`;
      }
      case 'term': {
        if (node.field === null) {
          if (defaults.length === 0) throw badRequest(`Query term at position ${node.pos + 1} needs a field name`);
          const each = defaults.map((f) => compileTerm(f, node.value));
          return each.length === 1 ? each[0] : sql<SqlBool>`(${sql.join(each, sql` OR `)})`;
        }
        const field = byName.get(node.field);
        if (!field) throw badRequest(`Unknown field '${truncate(node.field)}' in query`);
        return compileTerm(field, node.value);
      }
    }
  };
  return compileNode(parseLucene(query));
}

const truncate = (s: string) => (s.length > 100 ? `${s.slice(0, 100)}...` : s);

function compileTerm(field: FieldDef, value: MatchValue | RangeValue): Condition {
  const col = sql.ref(field.column);
  if (value.kind === 'range') return compileRange(field, value);
  if (isEmptyValue(value)) {
    if (field.type === 'text') return sql<SqlBool>`(${col} IS NULL OR ${col} = '')`;
    if (field.type === 'textArray') return sql<SqlBool>`(${col} IS NULL OR cardinality(${col}) = 0)`;
    return sql<SqlBool>`${col} IS NULL`;
  }
  if (!value.quoted && isOnlyStar(value)) return existsCondition(field);
  const text = valueText(value);
  const wild = hasWildcard(value);
  switch (field.type) {
    case 'text':
      return wild ? sql<SqlBool>`${col} ILIKE ${likePattern(value.parts)}` : sql<SqlBool>`${col} = ${text}`;
    case 'textArray':
      return wild
        ? sql<SqlBool>`EXISTS (SELECT 1 FROM unnest(${col}) AS u(v) WHERE u.v ILIKE ${likePattern(value.parts)})`
        : sql<SqlBool>`${col} @> ARRAY[CAST(${text} AS text)]`;
    case 'bool':
      if (wild) throw invalidValue(field, text, 'true or false (no wildcards)');
      return sql<SqlBool>`${col} = ${toBoolean(field, text)}`;
    default:
      if (wild) throw invalidValue(field, text, 'a number (no wildcards)');
      return sql<SqlBool>`${col} = ${bindNumber(field, toNumber(field, text))}`;
  }
}

function existsCondition(field: FieldDef): Condition {
  const col = sql.ref(field.column);
  if (field.type === 'text') return sql<SqlBool>`(${col} IS NOT NULL AND ${col} <> '')`;
  if (field.type === 'textArray') return sql<SqlBool>`cardinality(${col}) > 0`;
  return sql<SqlBool>`${col} IS NOT NULL`;
}

const bindNumber = (field: FieldDef, n: number) => (field.type === 'float' ? sql`CAST(${n} AS double precision)` : sql`CAST(${n} AS bigint)`);

function compileRange(field: FieldDef, range: RangeValue): Condition {
  if (field.type === 'bool' || field.type === 'textArray') {
    throw badRequest(`Ranges are not supported on field '${field.name}'`);
  }
  const col = sql.ref(field.column);
  const bind = (text: string) => (field.type === 'text' ? sql`${text}` : bindNumber(field, toNumber(field, text)));
  const conditions: Condition[] = [];
  if (range.lower) {
    const v = bind(range.lower.text);
    conditions.push(range.lower.inclusive ? sql<SqlBool>`${col} >= ${v}` : sql<SqlBool>`${col} > ${v}`);
  }
  if (range.upper) {
    const v = bind(range.upper.text);
    conditions.push(range.upper.inclusive ? sql<SqlBool>`${col} <= ${v}` : sql<SqlBool>`${col} < ${v}`);
  }
  if (conditions.length === 0) return sql<SqlBool>`${col} IS NOT NULL`;
  return conditions.length === 1 ? conditions[0] : sql<SqlBool>`(${sql.join(conditions, sql` AND `)})`;
}
