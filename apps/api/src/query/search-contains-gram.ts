import { hasWildcard, isOnlyStar, type QueryNode } from '@nms/contract';
import { LruCache } from './lru-cache';
import { parseLucene } from './parse-query';

/*
 * Which name piece (trigram of search.device_name_grams, migration 026) every device a query
 * selects must hold, if any: the piece whose list db/paged-list/name-contains-walk.ts walks in name order.
 *
 * A name wildcard `name:*etr*` compiles to `name ILIKE '%etr%'`, true when lower(name) contains
 * lower('etr'). Every literal run of a wildcard value (the text between `*` and `?`) is then in
 * lower(name), and so is each of its 3-character windows. The pieces are cut from the ASCII-only
 * lowering (lower(name COLLATE "C")); for a window of ASCII characters the two lowerings agree,
 * so the name holds that piece unless its other characters lower differently, which migration
 * 028's partial index lists for the walk to read beside the piece. Only conjuncts count: a piece
 * under OR or NOT is not required of every match.
 */

const isAscii = (s: string) => [...s].every((c) => c.charCodeAt(0) < 128);
const lowerAscii = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
/** The commonest characters of names: a piece with fewer of them has a shorter list. */
const COMMON = '0-_. ';

/**
 * The pieces a text's matches must hold: its 3-character windows of ASCII characters, lowered as
 * the pieces are cut (lower(name COLLATE "C") lowers ASCII only), in text order.
 */
export function asciiPieces(text: string): string[] {
  const chars = [...text];
  const pieces: string[] = [];
  for (let i = 0; i + 3 <= chars.length; i++) {
    const window = chars.slice(i, i + 3).join('');
    if (isAscii(window)) pieces.push(lowerAscii(window));
  }
  return pieces;
}

/** Distinct pieces, those with the fewest separators and zeros (shorter lists) first, then in their order. */
export function rarestFirst(pieces: readonly string[]): string[] {
  const common = (g: string) => [...g].filter((c) => COMMON.includes(c)).length;
  return [...new Set(pieces)]
    .map((g, i) => ({ g, i, c: common(g) }))
    .sort((a, b) => a.c - b.c || a.i - b.i)
    .map((x) => x.g);
}

/** The literal runs of a wildcard value: the text between its wildcards. */
function literalRuns(parts: ReadonlyArray<{ text: string } | { wildcard: string }>): string[] {
  const runs: string[] = [];
  let run = '';
  for (const p of parts) {
    if ('text' in p) run += p.text;
    else if (run) {
      runs.push(run);
      run = '';
    }
  }
  if (run) runs.push(run);
  return runs;
}

/** The required name pieces of a query's conjuncts, in query order. */
function requiredGrams(node: QueryNode, nameDefault: boolean, out: string[]) {
  if (node.kind === 'and') {
    for (const child of node.children) requiredGrams(child, nameDefault, out);
    return;
  }
  if (node.kind !== 'term' || node.value.kind !== 'match') return;
  if (!(node.field === 'name' || (node.field === null && nameDefault))) return;
  const value = node.value;
  // Without a wildcard the term is `name = v` (the primary key answers it); `*` alone is "has a name".
  if (!hasWildcard(value) || isOnlyStar(value)) return;
  for (const run of literalRuns(value.parts)) out.push(...asciiPieces(run));
}

/**
 * The piece to walk for a device query, or undefined when the query requires none. Of several,
 * the one with the fewest separators and zeros (the commonest characters of names), the first
 * of those: for `*etr*` that is 'etr', for `*PETRO-0*` 'pet'.
 */
export function containsGram(query: string, defaultFields: readonly string[]): string | undefined {
  const grams: string[] = [];
  requiredGrams(parseLucene(query), defaultFields.length === 1 && defaultFields[0] === 'name', grams);
  return rarestFirst(grams)[0];
}

/**
 * The piece when the query is one contains-term of exactly three ASCII characters (`name:*etr*`,
 * the search box's first three keys): then a name matches exactly when its pieces hold it (or
 * its two lowerings differ and ILIKE says so), and the piece's list counts the matches.
 */
export function exactPiece(query: string, defaultFields: readonly string[]): string | undefined {
  let node = parseLucene(query);
  while (node.kind === 'and' && node.children.length === 1) node = node.children[0];
  if (node.kind !== 'term' || node.value.kind !== 'match') return undefined;
  if (!(node.field === 'name' || (node.field === null && defaultFields.length === 1 && defaultFields[0] === 'name'))) return undefined;
  const [first, middle, last, ...rest] = node.value.parts;
  const star = (p: typeof first) => p !== undefined && 'wildcard' in p && p.wildcard === '*';
  if (rest.length > 0 || !star(first) || !star(last) || middle === undefined || !('text' in middle)) return undefined;
  const text = middle.text;
  return [...text].length === 3 && isAscii(text) ? lowerAscii(text) : undefined;
}

export interface NamePieces {
  /** The piece to walk when the list is sorted by name (containsGram). */
  gram?: string;
  /** The piece that counts the matches (exactPiece). */
  exact?: string;
}

/** Per query text, as compileLucene keeps its conditions: a grid polls the same query every 15 s. */
const pieces = new LruCache<string, NamePieces>(1_000);

/** containsGram and exactPiece of a query, parsed once per query text. */
export function namePieces(query: string, defaultFields: readonly string[]): NamePieces {
  const key = `${defaultFields.join('\0')}\0\0${query}`;
  let hit = pieces.get(key);
  if (!hit) pieces.set(key, (hit = { gram: containsGram(query, defaultFields), exact: exactPiece(query, defaultFields) }));
  return hit;
}
