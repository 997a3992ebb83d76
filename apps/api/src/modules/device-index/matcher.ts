import {
  DEVICE_DEFAULT_FIELDS,
  DEVICE_FIELDS,
  fieldByName,
  hasWildcard,
  isEmptyValue,
  isOnlyStar,
  valueText,
  type FieldDef,
  type MatchValue,
  type QueryNode,
  type RangeValue,
} from '@nms/contract';
import { parseLucene } from '../../query/parse-query';
import { toBoolean, toNumber } from '../../query/lucene-values';
import { Bitset } from './bitset';
import { BoolColumn, NumberColumn, TextArrayColumn, TextColumn } from './columns';
import type { DeviceStore } from './store';
import { likeTest } from './like-test';

/**
 * A Lucene query over the device index: the same rows compile-lucene.ts selects in SQL (its
 * header is the rule book), as a bitset of slots (`bits`) or a test of one slot (`test`, for the
 * count views). A leaf's set is the rows where its SQL condition is TRUE, so AND, OR and
 * NOT (`IS NOT TRUE`) are intersection, union and complement exactly, NULLs included.
 *
 * What the index cannot answer exactly — a field it does not keep, text ranges (they compare by
 * the database's collation) — makes compileMatcher return undefined, and SQL answers instead.
 * Values are checked by the same functions as SQL's, so a bad value is the same 400.
 */
export interface Match {
  test(slot: number): boolean;
  bits(): Bitset;
}

class Unsupported extends Error {}

const FIELDS = fieldByName(DEVICE_FIELDS);
const DEFAULTS = DEVICE_DEFAULT_FIELDS.map((n) => FIELDS.get(n)!);

export function compileMatcher(store: DeviceStore, query: string | undefined): Match | undefined {
  try {
    return query === undefined || query.trim() === '' ? everything(store) : compileNode(store, parseLucene(query));
  } catch (e) {
    if (e instanceof Unsupported) return undefined;
    throw e;
  }
}

const everything = (store: DeviceStore): Match => ({ test: () => true, bits: () => store.alive.copy() });

function compileNode(store: DeviceStore, node: QueryNode): Match {
  switch (node.kind) {
    case 'all':
      return everything(store);
    case 'and':
    case 'or': {
      const children = node.children.map((c) => compileNode(store, c));
      const and = node.kind === 'and';
      return {
        test: (slot) => (and ? children.every((c) => c.test(slot)) : children.some((c) => c.test(slot))),
        bits: () => children.slice(1).reduce((acc, c) => (and ? acc.and(c.bits()) : acc.or(c.bits())), children[0].bits()),
      };
    }
    case 'not': {
      const child = compileNode(store, node.child);
      return { test: (slot) => !child.test(slot), bits: () => child.bits().notWithin(store.alive) };
    }
    case 'term': {
      const fields = node.field === null ? DEFAULTS : [FIELDS.get(node.field)];
      if (fields.some((f) => f === undefined)) throw new Unsupported();
      const leaves = (fields as FieldDef[]).map((f) => compileTerm(store, f, node.value));
      return leaves.length === 1 ? leaves[0] : orOf(leaves);
    }
  }
}

const orOf = (leaves: Match[]): Match => ({
  test: (slot) => leaves.some((l) => l.test(slot)),
  bits: () => leaves.slice(1).reduce((acc, l) => acc.or(l.bits()), leaves[0].bits()),
});

/**
 * A leaf from a per-slot test, evaluated over the live slots. `prepare` runs when the leaf is
 * used, not when it is compiled: a count view keeps its matcher while dictionaries grow.
 */
function leaf(store: DeviceStore, prepare: () => (slot: number) => boolean): Match {
  return {
    test: (slot) => prepare()(slot),
    bits: () => {
      const test = prepare();
      const out = new Bitset(store.capacity);
      store.alive.forEach((slot) => {
        if (test(slot)) out.set(slot);
      });
      return out;
    },
  };
}

function compileTerm(store: DeviceStore, field: FieldDef, value: MatchValue | RangeValue): Match {
  if (field.column === 'name') return nameTerm(store, value);
  const column = store.column(field.column);
  if (!column) throw new Unsupported();
  if (value.kind === 'range') return rangeTerm(store, field, column, value);
  const empty = isEmptyValue(value);
  const exists = !value.quoted && isOnlyStar(value);
  const text = valueText(value);
  const wild = !empty && !exists && hasWildcard(value);

  if (column instanceof TextColumn || column instanceof TextArrayColumn) {
    const has = column instanceof TextColumn ? textHas(column) : arrayHas(column);
    // An array holding '' is not empty: only NULL and {} are.
    if (empty) return leaf(store, () => has(column instanceof TextColumn ? (code) => code === column.codeOf('') : () => false, true));
    if (exists) return leaf(store, () => has((code) => code !== column.codeOf(''), false, true));
    if (wild) {
      const like = likeTest(value.parts);
      return leaf(store, () => {
        const hits = new Set<number>();
        column.values.forEach((v, i) => like(v) && hits.add(i + 1));
        return has((code) => hits.has(code), false);
      });
    }
    return leaf(store, () => {
      const code = column.codeOf(text);
      return has((c) => c === code, false);
    });
  }
  if (column instanceof BoolColumn) {
    if (empty) return leaf(store, () => (s) => column.values[s] === 0);
    if (exists) return leaf(store, () => (s) => column.values[s] !== 0);
    if (wild) throw new Unsupported();
    const want = toBoolean(field, text) ? 2 : 1;
    return leaf(store, () => (s) => column.values[s] === want);
  }
  if (empty) return leaf(store, () => (s) => Number.isNaN(column.values[s]));
  if (exists) return leaf(store, () => (s) => !Number.isNaN(column.values[s]));
  if (wild) throw new Unsupported();
  const n = toNumber(field, text);
  return leaf(store, () => (s) => column.values[s] === n);
}

function rangeTerm(store: DeviceStore, field: FieldDef, column: ReturnType<DeviceStore['column']>, range: RangeValue): Match {
  if (!(column instanceof NumberColumn)) throw new Unsupported();
  const lo = range.lower ? toNumber(field, range.lower.text) : -Infinity;
  const hi = range.upper ? toNumber(field, range.upper.text) : Infinity;
  const loIn = range.lower?.inclusive ?? true;
  const hiIn = range.upper?.inclusive ?? true;
  return leaf(store, () => (s) => {
    const v = column.values[s];
    return (loIn ? v >= lo : v > lo) && (hiIn ? v <= hi : v < hi);
  });
}

/** The name is the row key: equality is one slot; wildcards compare lower(name). */
function nameTerm(store: DeviceStore, value: MatchValue | RangeValue): Match {
  if (value.kind === 'range') throw new Unsupported();
  const blank = () => store.slotOf.get('');
  if (isEmptyValue(value)) return leaf(store, () => (s) => s === blank());
  if (!value.quoted && isOnlyStar(value)) return leaf(store, () => (s) => s !== blank());
  if (!hasWildcard(value)) {
    const slot = () => store.slotOf.get(valueText(value));
    return {
      test: (s) => s === slot(),
      bits: () => {
        const out = new Bitset(store.capacity);
        const s = slot();
        if (s !== undefined) out.set(s);
        return out;
      },
    };
  }
  const like = likeTest(value.parts);
  return leaf(store, () => (s) => like(store.names[s]!));
}

type CodeTest = (code: number) => boolean;
/** A slot test over a text column: `nullMatches` for NULL (code 0), else `test` of the code. */
const textHas =
  (column: TextColumn) =>
  (test: CodeTest, nullMatches: boolean, nullNever = false) =>
  (slot: number) => {
    const code = column.codes[slot];
    return code === 0 ? nullMatches && !nullNever : test(code);
  };

/**
 * The same over a text array: empty matches NULL and no elements; exists needs an element
 * (any element, as `cardinality(col) > 0`); values match when an element does.
 */
const arrayHas =
  (column: TextArrayColumn) =>
  (test: CodeTest, emptyMatches: boolean, exists = false) =>
  (slot: number) => {
    const codes = column.rows[slot];
    if (!codes || codes.length === 0) return emptyMatches;
    return exists ? true : codes.some(test);
  };
