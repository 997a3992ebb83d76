import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema';
import { otherLoweringLacking } from '../../db/paged-list';
import { chooseGram, textGrams } from './search-contains-grams';

/*
 * Names that contain a text, in search order (lower(name) in C order, then name), by one of two
 * plans chosen per request. Both answer exactly the same rows in the same order; only the cost
 * differs:
 *   walk     one trigram's list of search.device_name_grams (migration 026), already in search
 *            order, filtered by the exact test: as many rows as come before the n-th match in
 *            that list. search-contains-grams.ts picks the shortest of the text's lists, so the
 *            walk reads at most that list: 'st03' walks 't03' (20 rows at 1M devices), not
 *            'st0' (347,300 rows before its 20th match).
 *   trigram  pg_trgm's bitmap on devices_name_search_trgm (migration 007), every match sorted:
 *            as many heap rows as there are matches (~4 µs each). Cheap when the text is rare.
 * The walk runs first with a row budget; when the budget runs out before n matches (a rare text
 * inside long lists) the trigram plan answers.
 *
 * Both plans read, beside their index, the names whose ILIKE lowering differs from the ASCII
 * lowering the pieces and the search key are cut from (migration 028's partial index: the Kelvin
 * sign K lowers to k, 'Ü' to 'ü'), so the answer is ILIKE's for every name.
 */

/** Rows of the chosen list the walk may read (index-only, ~0.15 µs each at 1M) before the trigram plan takes over. */
export const WALK_BUDGET = 100_000;
/** Rows of the text's first gram read before the lists are counted (~0.3 ms): most texts fill their answer there. */
export const FIRST_BUDGET = 2_000;

export interface ContainsQuery {
  text: string;
  /** Matches wanted, in search order. */
  limit: number;
  columns: RawBuilder<unknown>;
  /** Rows matching this are left out (the prefix matches the caller already has). */
  exclude: RawBuilder<unknown>;
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** The expression of devices_name_search_trgm (migration 007), spelled as it is indexed. */
export const SEARCH_KEY = sql`replace(replace(replace(replace(lower(name COLLATE "C"), '-', '0'), '_', '0'), '.', '0'), ' ', '0')`;
const ORDER_KEY = sql`lower(name) COLLATE "C"`;
/** Names whose two lowerings differ: migration 028's partial index, spelled as its predicate. */
const OTHER_LOWERING = sql`lower(name) <> lower(name COLLATE "C")`;

/** The pattern SEARCH_KEY is matched with: the text lowered by the database (as ILIKE does), separators as '0'. */
const searchPattern = (text: string) =>
  sql`'%' || replace(replace(replace(replace(replace(replace(lower(${text}), '-', '0'), '_', '0'), '.', '0'), ' ', '0'), '\\', '\\\\'), '%', '\\%') || '%'`;

const exact = (q: ContainsQuery) => sql`lower(name) LIKE lower(${`%${likeEscape(q.text)}%`}) AND NOT (${q.exclude})`;

/**
 * The walked stream: the gram's list and the other-lowering names without the gram (the rest
 * are in the list), merged in search order, the first `cap`. Each side's first `cap` suffice.
 * The other names are read apart (MATERIALIZED) from the partial index and sorted: in search
 * order the planner would rather filter the whole name index (100 ms at 1M for no row).
 */
const walkedNames = (gram: string, cap: number) => sql`
  SELECT name, k FROM (
    (SELECT name, ${ORDER_KEY} AS k FROM search.device_name_grams WHERE gram = ${gram} ORDER BY k, name LIMIT ${cap})
    UNION ALL
    (WITH other AS MATERIALIZED (SELECT name FROM devices WHERE ${otherLoweringLacking(gram)})
     SELECT name, ${ORDER_KEY} AS k FROM other ORDER BY k, name LIMIT ${cap})
  ) s ORDER BY k, name LIMIT ${cap}`;

/** The walk: the first `budget` rows of the stream, the first `limit` matches among them. */
export const walkStatement = (q: ContainsQuery, gram: string, budget = WALK_BUDGET) => sql<Record<string, unknown>>`
  SELECT ${q.columns} FROM devices WHERE name = ANY (ARRAY(
    SELECT name FROM (${walkedNames(gram, budget)}) walked WHERE ${exact(q)} ORDER BY k, name LIMIT ${q.limit}))
  ORDER BY ${ORDER_KEY}, name`;

/** How much of the stream there is, up to the budget: fewer rows means a walk that fell short saw every match. */
export const listLengthStatement = (gram: string, budget = WALK_BUDGET) => sql<{ n: number }>`
  SELECT count(*)::int AS n FROM (${walkedNames(gram, budget)}) l`;

/** The trigram plan: every candidate of the search-key index and the partial index, exactly tested, sorted. Run under TRIGRAM_PLAN. */
export const trigramStatement = (q: ContainsQuery) => sql<Record<string, unknown>>`
  SELECT ${q.columns} FROM devices
   WHERE (${SEARCH_KEY} LIKE ${searchPattern(q.text)} OR ${OTHER_LOWERING}) AND ${exact(q)}
   ORDER BY ${ORDER_KEY}, name LIMIT ${q.limit}`;

/**
 * The candidates come from the indexes, never from a walk of the table or of another index (the
 * planner cannot tell 'etr' from a rare text). Settings local to the transaction.
 */
export const TRIGRAM_PLAN = "SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)";

export type ContainsPlan = 'walk' | 'trigram';

/**
 * The walk of the text's first gram within a small budget (most texts fill there); when it falls
 * short, the walk of the shortest list within the budget; when that falls short within an
 * unfinished stream, the trigram plan.
 */
export async function containsRows(db: Kysely<DB>, q: ContainsQuery, force?: ContainsPlan, budget = WALK_BUDGET) {
  const grams = textGrams(q.text);
  const walk = async (gram: string, cap: number) => (await walkStatement(q, gram, cap).execute(db)).rows;
  if (grams.length > 0 && force !== 'trigram') {
    // Forced (tests), the walk reads the whole list: the same answer, however long it takes.
    if (force === 'walk') return { plan: 'walk' as const, rows: await walk(await chooseGram(db, grams), 2 ** 31 - 1) };
    if (grams.length > 1) {
      const rows = await walk(grams[0], Math.min(FIRST_BUDGET, budget));
      if (rows.length >= q.limit) return { plan: 'walk' as const, rows };
    }
    const gram = await chooseGram(db, grams);
    const rows = await walk(gram, budget);
    if (rows.length >= q.limit) return { plan: 'walk' as const, rows };
    const [{ n }] = (await listLengthStatement(gram, budget).execute(db)).rows;
    if (n < budget) return { plan: 'walk' as const, rows };
  }
  const rows = await db.transaction().execute(async (tx) => {
    await sql.raw(TRIGRAM_PLAN).execute(tx);
    return (await trigramStatement(q).execute(tx)).rows;
  });
  return { plan: 'trigram' as const, rows };
}
