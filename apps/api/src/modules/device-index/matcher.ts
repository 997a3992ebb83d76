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
import { codeLeaf, nullNumberLeaf, rangeLeaf, slotLeaf } from './leaves';
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

function compileTerm(store: DeviceStore, field: FieldDef, value: MatchValue | RangeValue): Match {
  if (field.column === 'name') return nameTerm(store, value);
  const column = store.column(field.column);
  if (!column) throw new Unsupported();
  if (value.kind === 'range') return rangeTerm(store, field, column, value);
  const empty = isEmptyValue(value);
  const exists = !value.quoted && isOnlyStar(value);
  const text = valueText(value);
  const wild = !empty && !exists && hasWildcard(value);

  if (column instanceof TextColumn) {
    // One lookup table over the dictionary: entry 0 is NULL.
    const lut = (mark: (value: string | null) => boolean) => () => {
      const t = new Uint8Array(column.values.length + 1);
      t[0] = mark(null) ? 1 : 0;
      column.values.forEach((v, i) => (t[i + 1] = mark(v) ? 1 : 0));
      return t;
    };
    const codes = () => column.codes;
    if (empty)
      return codeLeaf(
        store,
        codes,
        lut((v) => v === null || v === ''),
      );
    if (exists)
      return codeLeaf(
        store,
        codes,
        lut((v) => v !== null && v !== ''),
      );
    if (wild) {
      const like = likeTest(value.parts);
      return codeLeaf(
        store,
        codes,
        lut((v) => v !== null && like(v)),
      );
    }
    return codeLeaf(store, codes, () => {
      const t = new Uint8Array(column.values.length + 1);
      const code = column.codeOf(text);
      if (code !== undefined) t[code] = 1;
      return t;
    });
  }
  if (column instanceof TextArrayColumn) {
    const has = arrayHas(column);
    // An array holding '' is not empty: only NULL and {} are.
    if (empty) return slotLeaf(store, () => has(() => false, true));
    if (exists) return slotLeaf(store, () => has(() => true, false));
    if (wild) {
      const like = likeTest(value.parts);
      return slotLeaf(store, () => {
        const hits = new Set<number>();
        column.values.forEach((v, i) => like(v) && hits.add(i + 1));
        return has((code) => hits.has(code), false);
      });
    }
    return slotLeaf(store, () => {
      const code = column.codeOf(text);
      return has((c) => c === code, false);
    });
  }
  if (column instanceof BoolColumn) {
    if (wild) throw new Unsupported();
    const want = empty ? [1, 0, 0] : exists ? [0, 1, 1] : toBoolean(field, text) ? [0, 0, 1] : [0, 1, 0];
    const lut = Uint8Array.from(want);
    return codeLeaf(
      store,
      () => column.values,
      () => lut,
    );
  }
  if (wild) throw new Unsupported();
  if (empty) return nullNumberLeaf(store, column);
  if (exists) return rangeLeaf(store, column, -Infinity, Infinity, true, true);
  const n = toNumber(field, text);
  return rangeLeaf(store, column, n, n, true, true);
}

function rangeTerm(store: DeviceStore, field: FieldDef, column: ReturnType<DeviceStore['column']>, range: RangeValue): Match {
  if (!(column instanceof NumberColumn)) throw new Unsupported();
  const lo = range.lower ? toNumber(field, range.lower.text) : -Infinity;
  const hi = range.upper ? toNumber(field, range.upper.text) : Infinity;
  const loIn = range.lower?.inclusive ?? true;
  const hiIn = range.upper?.inclusive ?? true;
  return rangeLeaf(store, column, lo, hi, loIn, hiIn);
}

/**
 * The name is the row key: equality is one slot. Wildcards on names are left to SQL: testing a
 * million names costs more (~150 ms) than the trigram indexes do.
 */
function nameTerm(store: DeviceStore, value: MatchValue | RangeValue): Match {
  if (value.kind === 'range' || (hasWildcard(value) && !(!value.quoted && isOnlyStar(value)))) throw new Unsupported();
  const slotOf = (name: string) => () => store.slotOf.get(name);
  if (isEmptyValue(value)) return oneSlot(store, slotOf(''));
  if (!value.quoted && isOnlyStar(value)) {
    const blank = oneSlot(store, slotOf(''));
    return { test: (s) => !blank.test(s), bits: () => blank.bits().notWithin(store.alive) };
  }
  return oneSlot(store, slotOf(valueText(value)));
}

function oneSlot(store: DeviceStore, slotOf: () => number | undefined): Match {
  return {
    test: (s) => s === slotOf(),
    bits: () => {
      const out = new Bitset(store.capacity);
      const s = slotOf();
      if (s !== undefined) out.set(s);
      return out;
    },
  };
}

type CodeTest = (code: number) => boolean;

/**
 * The same over a text array: empty matches NULL and no elements; exists needs an element
 * (any element, as `cardinality(col) > 0`); values match when an element does.
 */
const arrayHas = (column: TextArrayColumn) => (test: CodeTest, emptyMatches: boolean) => (slot: number) => {
  const codes = column.rows[slot];
  if (!codes || codes.length === 0) return emptyMatches;
  return codes.some(test);
};
