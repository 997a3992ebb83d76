import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema';

/*
 * Names that contain a text, in search order (lower(name) in C order, then name), by one of two
 * plans chosen per request. Both answer exactly the same rows in the same order; only the cost
 * differs:
 *   walk     one trigram's range of search.device_name_grams (migration 026), already in search
 *            order, filtered by the exact test: as many rows as come before the n-th match in
 *            that trigram's list. A 3-character text is a single trigram, so every row of the
 *            list is a match (ASCII case): 'etr' costs 20 rows, not the 160,000 PETROMAX rows.
 *   trigram  pg_trgm's bitmap on devices_name_search_trgm (migration 007), every match sorted:
 *            as many heap rows as there are matches. Cheap when the text is rare.
 * The walk runs first with a row budget; when the budget runs out before n matches (a rare text
 * inside a common trigram) the trigram plan answers.
 */

/** Rows of one trigram's list the walk may read (index-only, ~1 ms) before the trigram plan takes over. */
export const WALK_BUDGET = 5_000;

export interface ContainsQuery {
  text: string;
  /** Matches wanted, in search order. */
  limit: number;
  columns: RawBuilder<unknown>;
  /** Rows matching this are left out (the prefix matches the caller already has). */
  exclude: RawBuilder<unknown>;
}

/** The trigram key of migration 026: lower() under the C collation lowers ASCII only. */
export const gramKey = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());
/** The key of devices_name_search_trgm (migration 007): separators turned into '0' for pg_trgm. */
export const searchKey = (text: string) => gramKey(text).replace(/[-_. ]/g, '0');
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** The expression of devices_name_search_trgm (migration 007), spelled as it is indexed. */
export const SEARCH_KEY = sql`replace(replace(replace(replace(lower(name COLLATE "C"), '-', '0'), '_', '0'), '.', '0'), ' ', '0')`;
const ORDER_KEY = sql`lower(name) COLLATE "C"`;

/**
 * The trigram of the text whose list to walk: the one with the fewest separators and '0's (the
 * commonest characters of names), the first of those. Texts shorter than a trigram have none.
 */
export function walkGram(text: string): string | undefined {
  const key = [...gramKey(text)];
  let best: string | undefined;
  let zeros = Infinity;
  for (let i = 0; i + 3 <= key.length; i++) {
    const gram = key.slice(i, i + 3).join('');
    const z = [...gram].filter((c) => '0-_. '.includes(c)).length;
    if (z < zeros) [best, zeros] = [gram, z];
  }
  return best;
}

const exact = (q: ContainsQuery) => sql`lower(name) LIKE lower(${`%${likeEscape(q.text)}%`}) AND NOT (${q.exclude})`;

/** The walk: the first `budget` rows of the trigram's list, the first `limit` matches among them. */
export const walkStatement = (q: ContainsQuery, gram: string, budget = WALK_BUDGET) => sql<Record<string, unknown>>`
  SELECT ${q.columns} FROM devices WHERE name = ANY (ARRAY(
    SELECT name FROM (
      SELECT name, ${ORDER_KEY} AS k FROM search.device_name_grams WHERE gram = ${gram} ORDER BY k, name LIMIT ${budget}) walked
     WHERE ${exact(q)} ORDER BY k, name LIMIT ${q.limit}))
  ORDER BY ${ORDER_KEY}, name`;

/** Whether the trigram's list is shorter than the budget (then a walk that fell short saw every match). */
export const listLengthStatement = (gram: string, budget = WALK_BUDGET) => sql<{ n: number }>`
  SELECT count(*)::int AS n FROM (SELECT 1 FROM search.device_name_grams WHERE gram = ${gram} LIMIT ${budget}) l`;

/** The trigram plan: every candidate of the search-key index, exactly tested, sorted. Run under TRIGRAM_PLAN. */
export const trigramStatement = (q: ContainsQuery) => sql<Record<string, unknown>>`
  SELECT ${q.columns} FROM devices
   WHERE ${SEARCH_KEY} LIKE ${`%${likeEscape(searchKey(q.text))}%`} AND ${exact(q)}
   ORDER BY ${ORDER_KEY}, name LIMIT ${q.limit}`;

/**
 * The candidates come from the search-key index, never from a walk of the table or of another
 * index (the planner cannot tell 'etr' from a rare text). Settings local to the transaction.
 */
export const TRIGRAM_PLAN = "SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)";

export type ContainsPlan = 'walk' | 'trigram';

/** Runs the walk, then (when it fell short within an unfinished list) the trigram plan. */
export async function containsRows(db: Kysely<DB>, q: ContainsQuery, force?: ContainsPlan, budget = WALK_BUDGET) {
  const gram = walkGram(q.text);
  if (gram !== undefined && force !== 'trigram') {
    // Forced (tests), the walk reads the whole list: the same answer, however long it takes.
    const { rows } = await walkStatement(q, gram, force === 'walk' ? 2 ** 31 - 1 : budget).execute(db);
    if (force === 'walk' || rows.length >= q.limit) return { plan: 'walk' as const, rows };
    const [{ n }] = (await listLengthStatement(gram, budget).execute(db)).rows;
    if (n < budget) return { plan: 'walk' as const, rows };
  }
  const rows = await db.transaction().execute(async (tx) => {
    await sql.raw(TRIGRAM_PLAN).execute(tx);
    return (await trigramStatement(q).execute(tx)).rows;
  });
  return { plan: 'trigram' as const, rows };
}
