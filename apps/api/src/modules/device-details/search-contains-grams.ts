import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { asciiPieces, rarestFirst } from '../../query/search-contains-gram';

/*
 * Which trigram list of search.device_name_grams (migration 026) the contains walk reads. Every
 * name containing the text holds each of the text's trigrams, so any one list has every match;
 * the walk costs as many rows as come before the n-th match in that list, at most its length.
 * The lists of one text differ a lot: at 1M devices 'st03' is in 't03' (18,204 names, every
 * one a match) and in 'st0' (421,509, the 20th match at row 347,300).
 *
 * The pieces are cut from lower(name COLLATE "C"), which lowers ASCII only, so only windows of
 * ASCII characters are looked up (lowered the same way): a name holding such a window under
 * ILIKE's lowering holds the piece unless its two lowerings differ (migration 028's partial
 * index, which search-contains.ts reads beside the list).
 */

/** A list shorter than this is counted to its end; longer ones tie and the order of textGrams decides. */
export const COUNT_CAP = 20_000;
/** Lists counted per text: a long text has a short list among its first few pieces. */
export const MAX_COUNTED = 4;

/** The text's distinct pieces, rarest first (query/search-contains-gram.ts: the device list picks its piece the same way). */
export const textGrams = (text: string): string[] => rarestFirst(asciiPieces(text));

/** Each gram's list length, counted index-only up to `cap`. */
export const gramCountsStatement = (grams: string[], cap = COUNT_CAP) => sql<{ gram: string; n: number }>`
  SELECT g AS gram, (SELECT count(*)::int FROM (SELECT 1 FROM search.device_name_grams WHERE gram = u.g LIMIT ${cap}) l) AS n
    FROM (VALUES ${sql.join(grams.map((g, i) => sql`(${g}, ${sql.lit(i)})`))}) AS u(g, i) ORDER BY u.i`;

/**
 * The list to walk: the shortest of the first MAX_COUNTED grams' (the first of those on a tie,
 * which lists longer than COUNT_CAP are). A single gram is walked without counting.
 */
export async function chooseGram(db: Kysely<DB>, grams: string[]): Promise<string> {
  if (grams.length === 1) return grams[0];
  const { rows } = await gramCountsStatement(grams.slice(0, MAX_COUNTED)).execute(db);
  return rows.reduce((best, r) => (r.n < best.n ? r : best)).gram;
}
