import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Seek } from './cursor';
import { rowsOfKeys, type KeyWalk, type Ordering } from './keyset';
import type { DB } from '../schema';

/*
 * A page of devices sorted by name whose query requires a name piece (search-contains-gram.ts),
 * read like a sorted posting list: the piece's names in name order (migration 028's index), each
 * looked up by primary key for the whole filter, stopping once the page is full. The work follows
 * the page, not where the matches sit in name order: `name:*etr*` by name passed the 700,000
 * names before PETRO... at 1M devices (264 ms) walking the name index; here it reads 16 entries.
 *
 * The list beside the piece's: names whose two lowerings differ (migration 028) and whose
 * ASCII lowering lacks the piece, so each name is read once. A piece's list holds every name
 * with it, so a walk that reads the whole list has seen every match. When the list runs longer
 * than the budget without filling the page (the other clauses reject most of its names), the
 * walk gives up and the usual plan answers: the same rows either way.
 */

/** Names of the list the walk may read past the page's own (each one a primary-key lookup, ~3 µs) before giving up. */
export const WALK_BUDGET = 2_000;

/**
 * Names whose ILIKE lowering differs from the ASCII one the pieces are cut from (migration 028's
 * partial index, spelled as its predicate) and whose ASCII lowering lacks the piece: read beside
 * the piece's list, each such name once.
 */
export const otherLoweringLacking = (gram: string) =>
  sql<SqlBool>`lower(name) <> lower(name COLLATE "C") AND position(${gram} IN lower(name COLLATE "C")) = 0`;

/** The piece's names (and the other-lowering ones) in list order from the seek, at most `cap`. */
export function pieceNames(gram: string, o: Pick<Ordering, 'desc'>, from: Seek | undefined, cap: number): RawBuilder<unknown> {
  const dir = sql.raw(o.desc ? 'DESC' : 'ASC');
  const after = from ? sql`AND name ${sql.raw(o.desc ? '<' : '>')} ${from.k}` : sql``;
  return sql`SELECT k FROM (
      (SELECT name AS k FROM search.device_name_grams WHERE gram = ${gram} ${after} ORDER BY name ${dir} LIMIT ${cap})
      UNION ALL
      (SELECT name FROM devices
        WHERE ${otherLoweringLacking(gram)} ${after}
        ORDER BY name ${dir} LIMIT ${cap})
    ) pieces ORDER BY k ${dir} LIMIT ${cap}`;
}

/**
 * The keys of the page: the piece's names that pass the whole filter, in list order. The lateral
 * lookup (not a join the planner could hash) keeps it a walk that stops after `take`; unqualified
 * columns of `where` name the looked-up device.
 */
export const walkKeys = (
  gram: string,
  o: Pick<Ordering, 'desc'>,
  where: RawBuilder<SqlBool>,
  from: Seek | undefined,
  skip: number,
  take: number,
  cap: number,
) => {
  const dir = sql.raw(o.desc ? 'DESC' : 'ASC');
  return sql`SELECT p.k FROM (${pieceNames(gram, o, from, cap)}) p
    CROSS JOIN LATERAL (SELECT 1 FROM devices WHERE devices.name = p.k AND (${where}) LIMIT 1) m
    ORDER BY p.k ${dir} LIMIT ${take} OFFSET ${skip}`;
};

/** How many of the piece's names the walk could read, up to `cap`: fewer means it read them all. */
export const pieceCount = (gram: string, o: Pick<Ordering, 'desc'>, from: Seek | undefined, cap: number) =>
  sql<{ n: number }>`SELECT count(*)::int AS n FROM (${pieceNames(gram, o, from, cap)}) c`;

/**
 * The walk for the piece, for a ListRequest of devices sorted by name. `budget` is for tests
 * (a small one makes the walk give up where a test wants to see the fallback).
 */
export function nameContainsWalk(gram: string, budget = WALK_BUDGET): KeyWalk {
  return async (db: Kysely<DB>, o, select, where, from, skip, take) => {
    if (o.table !== 'devices' || o.column !== 'name' || o.key !== 'name') return undefined;
    const cap = skip + take + budget;
    const keys = walkKeys(gram, o, where, from, skip, take, cap);
    const { rows } = await rowsOfKeys(o, select, keys).execute(db);
    if (rows.length >= take) return rows;
    // Short: the end of the list, or the budget ran out first (then the usual plan answers).
    const [{ n }] = (await pieceCount(gram, o, from, cap).execute(db)).rows;
    return n < cap ? rows : undefined;
  };
}

/**
 * The capped count of a query that is its piece alone (exactPiece): the piece's list, index-only,
 * plus the other-lowering names ILIKE takes. Exactly what the usual capped count answers, in
 * ~1 ms where a scan testing ILIKE spent its whole 20 ms budget (D7 at 1M devices).
 */
export const pieceTotal = (gram: string, where: RawBuilder<SqlBool>, cap: number) => sql<{ total: number }>`
  SELECT count(*)::int AS total FROM (SELECT 1 FROM (
      (SELECT 1 FROM search.device_name_grams WHERE gram = ${gram} LIMIT ${cap})
      UNION ALL
      (SELECT 1 FROM devices WHERE ${otherLoweringLacking(gram)} AND (${where}))
    ) matches LIMIT ${cap}) capped`;
